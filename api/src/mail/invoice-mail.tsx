import { formatInr, toRupees } from '@haveli/contracts';
import { Text } from '@react-email/text';
import type { InvoiceRecord } from '../repositories/folios-repository';
import { indianDate } from '../lib/stay-pricing';
import { MailLayout, styles, SeeYourOrder, ViewBookingAndSignOff } from './layout';
import { renderMail } from './render';

export interface InvoiceMailProps {
  invoice: InvoiceRecord;
  siteUrl: string;
}

/** The GST tax invoice of a stay (sent at check-out) or of a food order paid on its own, with its PDF. */
export function InvoiceMail({ invoice, siteUrl }: InvoiceMailProps) {
  const heading = 'Your invoice';
  const forWhat = `${invoice.source === 'order' ? 'food order' : 'booking'} ${invoice.booking_reference}`;
  return (
    <MailLayout preview={`${heading} ${invoice.number} for ${forWhat}`} heading={heading} siteUrl={siteUrl}>
      <Text style={styles.text}>{`Namaste ${invoice.buyer_name},`}</Text>
      <Text style={styles.text}>
        {`Thank you for ${invoice.source === 'order' ? 'dining' : 'staying'} with us. Your GST tax invoice ` +
          `${invoice.number} of ${indianDate(invoice.issued_on)} for ${forWhat} is attached: ` +
          `${formatInr(toRupees(invoice.total_paise))}, of which GST ` +
          `${formatInr(toRupees(invoice.cgst_paise + invoice.sgst_paise))}.`}
      </Text>
      {invoice.source === 'order' ? (
        <>
          <SeeYourOrder siteUrl={siteUrl} />
          <Text style={styles.text}>Haveli Jaipur</Text>
        </>
      ) : (
        <ViewBookingAndSignOff siteUrl={siteUrl} reference={invoice.booking_reference} />
      )}
    </MailLayout>
  );
}

export const invoiceMail = (props: InvoiceMailProps) =>
  renderMail(`Your Haveli invoice ${props.invoice.number}`, <InvoiceMail {...props} />);
