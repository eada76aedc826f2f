import { type InvoiceSummary, invoiceSlug } from '@haveli/contracts';
import { useDownload } from '../files/use-download';
import { formatInr } from '../format/currency';
import { formatDate } from '../format/date';
import { Button } from './button';
import { FormAlert } from './form-field';

export interface InvoiceListProps {
  invoices: readonly InvoiceSummary[];
  /** Fetches one document's PDF by its number. */
  download: (number: string) => Promise<Blob>;
}

/** A stay's GST tax invoices and credit notes, each with its PDF to download (nothing when there are none). */
export function InvoiceList({ invoices, download }: InvoiceListProps) {
  const files = useDownload();
  if (invoices.length === 0) return null;
  return (
    <>
      <h3 className="h6 mt-3">Invoices</h3>
      <FormAlert message={files.failure} />
      <ul className="list-unstyled mb-0">
        {invoices.map((invoice) => {
          const name = `${invoice.kind === 'invoice' ? 'GST tax invoice' : 'Credit note'} ${invoice.number}`;
          return (
            <li
              key={invoice.number}
              className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2"
            >
              <span>
                {name}, {formatDate(invoice.issued_on)}: {formatInr(invoice.total)}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  files.run(() => download(invoice.number), `${invoiceSlug(invoice.number)}.pdf`)
                }
              >
                Download PDF<span className="visually-hidden"> of {name}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
