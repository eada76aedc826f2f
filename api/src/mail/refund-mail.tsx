import { formatInr } from '@haveli/contracts';
import { Text } from '@react-email/text';
import { MailLayout, styles, ViewBookingAndSignOff } from './layout';
import { renderMail } from './render';

export interface RefundMailProps {
  guestName: string;
  reference: string;
  /** Rupees paid back. */
  refunded: number;
  reason: string;
  /** The credit note that lowered the invoice by the refund, attached; null for a refund of an overpayment. */
  creditNote: string | null;
  siteUrl: string;
}

/** A refund the hotel made, how it reaches the guest, and the credit note when there is one. */
export function RefundMail({ guestName, reference, refunded, reason, creditNote, siteUrl }: RefundMailProps) {
  return (
    <MailLayout
      preview={`${formatInr(refunded)} refunded for booking ${reference}`}
      heading="Your refund"
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${guestName},`}</Text>
      <Text style={styles.text}>
        {`We have refunded ${formatInr(refunded)} for booking ${reference}, to the way you paid: ${reason}`}
      </Text>
      <Text style={styles.text}>
        A refund in cash is handed to you at the hotel; one to a card or a UPI account can take up to 7
        working days to show on your statement.
      </Text>
      {creditNote ? (
        <Text
          style={styles.text}
        >{`Credit note ${creditNote}, which lowers your invoice by this amount, is attached.`}</Text>
      ) : null}
      <ViewBookingAndSignOff siteUrl={siteUrl} reference={reference} />
    </MailLayout>
  );
}

export const refundMail = (props: RefundMailProps) =>
  renderMail(`Your Haveli refund for booking ${props.reference}`, <RefundMail {...props} />);
