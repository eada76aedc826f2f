import { formatInr, type StayBooking } from '@haveli/contracts';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { indianDate } from '../lib/stay-pricing';
import { MailLayout, styles, ViewBookingAndSignOff } from './layout';
import { renderMail } from './render';

/** What happened to the booking: each is a mail of its own. */
export type StayMailKind = 'confirmed' | 'changed' | 'cancelled';

/**
 * Who ended the stay: the guest themself, the hotel (the front desk's cancel, a no-show), or nobody: a held
 * booking left unpaid was released.
 */
export type CancelledBy = 'guest' | 'hotel' | 'released';

/** When a held booking must be paid by, as the guest in India reads it: "28 Nov 2026, 14:35". */
const holdEnds = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  });

/** A booking on a plan paid at booking, not yet paid: the room is held for the payment. */
const isHeld = (booking: StayBooking, kind: StayMailKind) => kind === 'confirmed' && booking.pay_by !== null;

export interface StayMailProps {
  kind: StayMailKind;
  booking: StayBooking;
  siteUrl: string;
  /** For a cancellation: who cancelled decides how the mail puts it. */
  cancelledBy?: CancelledBy;
  /** For a cancellation: what the guest had paid towards the stay, and what of it was refunded (rupees). */
  paid?: { paid: number; refunded: number };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const HEADINGS: Record<StayMailKind, string> = {
  confirmed: 'Your stay is confirmed',
  changed: 'Your booking has been changed',
  cancelled: 'Your booking is cancelled',
};

const SUBJECTS: Record<StayMailKind, (reference: string) => string> = {
  confirmed: (reference) => `Your Haveli stay is confirmed: ${reference}`,
  changed: (reference) => `Your Haveli booking ${reference} has been changed`,
  cancelled: (reference) => `Your Haveli booking ${reference} is cancelled`,
};

/** The booking's facts, one line each, as the confirmation page shows them. */
function facts(
  booking: StayBooking,
  kind: StayMailKind,
  { paid, refunded }: { paid: number; refunded: number },
): Array<[string, string]> {
  const guests =
    plural(booking.adults, 'adult', 'adults') +
    (booking.children ? `, ${plural(booking.children, 'child', 'children')}` : '');
  const lines: Array<[string, string]> = [
    ['Reference', booking.reference],
    ['Room', `${booking.rooms} × ${booking.room_type.title}`],
    [
      'Dates',
      `${indianDate(booking.check_in)} to ${indianDate(booking.check_out)} (${plural(booking.nights, 'night', 'nights')})`,
    ],
    ['Guests', guests],
    ['Rate plan', booking.rate_plan.name],
  ];
  if (kind === 'cancelled') {
    lines.push([
      'Total',
      `${formatInr(booking.price.total)} (GST included: ${formatInr(booking.price.tax_total)})`,
    ]);
    const fee = booking.cancellation_fee ?? 0;
    lines.push(['Cancellation fee', fee > 0 ? formatInr(fee) : 'None']);
    if (paid > 0) {
      lines.push(['Paid', formatInr(paid)]);
      lines.push(['Refunded', refunded > 0 ? `${formatInr(refunded)}, to the way you paid` : 'Nothing']);
    } else {
      lines.push(['Paid', 'Nothing was charged']);
    }
  }
  return lines;
}

/** The price as every other place shows it: each night, extras, discount, each GST slab, the total. */
function breakdown(booking: StayBooking): Array<[string, string]> {
  const { price } = booking;
  const lines: Array<[string, string]> = price.nights.map((night) => [
    `${indianDate(night.date)}${night.season ? ` · ${night.season}` : night.day_kind === 'weekend' ? ' · weekend' : ''}`,
    `${formatInr(night.rate)}${price.rooms > 1 ? ` × ${price.rooms} rooms` : ''}`,
  ]);
  const { extras } = price;
  if (extras.extra_adult_amount) lines.push(['Extra adults', formatInr(extras.extra_adult_amount)]);
  if (extras.extra_child_amount) lines.push(['Children', formatInr(extras.extra_child_amount)]);
  if (extras.meal_plan_amount) lines.push([booking.rate_plan.name, formatInr(extras.meal_plan_amount)]);
  if (price.discount)
    lines.push([`${price.discount.title} (${price.discount.code})`, formatInr(-price.discount.amount)]);
  for (const tax of price.taxes)
    lines.push([`${tax.label} on ${formatInr(tax.taxable)}`, formatInr(tax.amount)]);
  lines.push(['Total', formatInr(price.total)]);
  return lines;
}

function Lines({ lines }: { lines: Array<[string, string]> }) {
  return (
    <Section style={{ margin: '0 0 20px' }}>
      {lines.map(([label, value], index) => (
        <Row key={`${index}-${label}`}>
          <Column style={{ ...styles.small, width: '55%', verticalAlign: 'top' }}>{label}</Column>
          <Column style={{ ...styles.text, margin: '0 0 8px', verticalAlign: 'top', textAlign: 'right' }}>
            {value}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

function cancelledWords(booking: StayBooking, by: CancelledBy): string {
  if (by === 'released') {
    return 'This booking was not paid while we held its room, so we have released it. Nothing was charged; you are welcome to book again.';
  }
  if (booking.state === 'no_show') {
    return 'We did not see you on your arrival day, so this booking is recorded as a no-show and its room released. We hope to welcome you another time.';
  }
  return by === 'guest'
    ? 'As you asked, we have cancelled this booking. We hope to welcome you another time.'
    : 'We are sorry: the hotel has had to cancel this booking. Please contact us with any questions; we hope to welcome you another time.';
}

export function StayMail({
  kind,
  booking,
  siteUrl,
  cancelledBy = 'guest',
  paid = { paid: 0, refunded: 0 },
}: StayMailProps) {
  return (
    <MailLayout
      preview={`${heading(booking, kind)}: ${booking.reference}`}
      heading={heading(booking, kind)}
      siteUrl={siteUrl}
    >
      <Text style={styles.text}>{`Namaste ${booking.guest_name},`}</Text>
      <Text style={styles.text}>
        {isHeld(booking, kind)
          ? `Thank you for choosing Haveli. This rate is paid in full when you book, so we are holding your room until ${holdEnds(booking.pay_by ?? '')} (India time). Pay ${formatInr(booking.price.total)} on your booking page to confirm it; unpaid by then, the booking is released and nothing is charged.`
          : kind === 'confirmed'
            ? 'Thank you for choosing Haveli. We look forward to welcoming you to Jaipur. Your booking:'
            : kind === 'changed'
              ? 'Your booking now reads as follows; the confirmation attached replaces the earlier one.'
              : cancelledWords(booking, cancelledBy)}
      </Text>
      <Lines lines={facts(booking, kind, paid)} />
      {kind !== 'cancelled' && (
        <>
          <Text style={{ ...styles.text, fontWeight: 600 }}>Price</Text>
          <Lines lines={breakdown(booking)} />
          <Text style={styles.text}>{booking.policy.text}</Text>
          {!isHeld(booking, kind) && (
            <Text style={styles.small}>
              Check-in from 2 pm, check-out by noon. The PDF confirmation and a calendar entry are attached.
            </Text>
          )}
        </>
      )}
      <ViewBookingAndSignOff siteUrl={siteUrl} reference={booking.reference} />
    </MailLayout>
  );
}

/** A booking's mail, rendered: subject, HTML and text. */
export const stayMail = (props: StayMailProps) =>
  renderMail(
    isHeld(props.booking, props.kind)
      ? `Pay to confirm your Haveli booking ${props.booking.reference}`
      : SUBJECTS[props.kind](props.booking.reference),
    <StayMail {...props} />,
  );

function heading(booking: StayBooking, kind: StayMailKind): string {
  return isHeld(booking, kind) ? 'Your room is held for you' : HEADINGS[kind];
}
