import { formatInr, toRupees } from '@haveli/contracts';
import { Text } from '@react-email/text';
import type { InvoiceRecord } from '../repositories/folios-repository';
import { indianDate } from '../lib/stay-pricing';
import { MailLayout, styles, ViewBookingAndSignOff } from './layout';
import { renderMail } from './render';

export interface InvoiceMailProps {
  invoice: InvoiceRecord;
  siteUrl: string;
}

/** The GST tax invoice of a stay, sent when the guest checks out, with the PDF attached. */
export function InvoiceMail({ invoice, siteUrl }: InvoiceMailProps) {
  const heading = 'Your invoice';
  return (
    <MailLayout
      preview={`${heading} ${invoice.number} for booking ${invoice.booking_reference}`}
      heading={heading}
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${invoice.buyer_name},`}</Text>
      <Text style={styles.text}>
        {`Thank you for staying with us. Your GST tax invoice ${invoice.number} of ${indianDate(invoice.issued_on)} ` +
          `for booking ${invoice.booking_reference} is attached: ${formatInr(toRupees(invoice.total_paise))}, of ` +
          `which GST ${formatInr(toRupees(invoice.cgst_paise + invoice.sgst_paise))}.`}
      </Text>
      <ViewBookingAndSignOff siteUrl={siteUrl} reference={invoice.booking_reference} />
    </MailLayout>
  );
}

export const invoiceMail = (props: InvoiceMailProps) =>
  renderMail(`Your Haveli invoice ${props.invoice.number}`, <InvoiceMail {...props} />);
