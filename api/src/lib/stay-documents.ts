import { formatInr, type StayBooking } from '@haveli/contracts';
import { createEvent, type DateArray } from 'ics';
import { amountRow, createPdf, finishPdf, type PdfCell, type PdfFont, tableRow } from './pdf';
import { checkInMoment, indianDate } from './stay-pricing';

const HOTEL = 'Haveli, Jaipur';
const CHECK_OUT_TIME = '12:00';

const utcParts = (at: Date): DateArray => [
  at.getUTCFullYear(),
  at.getUTCMonth() + 1,
  at.getUTCDate(),
  at.getUTCHours(),
  at.getUTCMinutes(),
];

const guestsText = (booking: StayBooking) =>
  `${booking.adults} adult${booking.adults === 1 ? '' : 's'}` +
  (booking.children ? `, ${booking.children} child${booking.children === 1 ? '' : 'ren'}` : '');

/** The add-to-calendar file: the stay from check-in (14:00) to check-out (12:00), Jaipur time, in UTC. */
export function stayCalendarFile(booking: StayBooking): string {
  const { error, value } = createEvent({
    uid: `${booking.reference}@haveli.example`,
    title: `Stay at ${HOTEL} (${booking.reference})`,
    description:
      `Booking ${booking.reference}: ${booking.rooms} × ${booking.room_type.title}, ${guestsText(booking)}, ` +
      `${booking.rate_plan.name}. ${booking.policy.text}`,
    location: HOTEL,
    start: utcParts(checkInMoment(booking.check_in)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(new Date(`${booking.check_out}T${CHECK_OUT_TIME}:00+05:30`)),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: booking.status === 'Cancelled' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'haveli/stays',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

/** The price table's columns across the page (50 to 545 pt): the night, then its amounts set flush right. */
const NIGHT_COLUMNS: ReadonlyArray<Omit<PdfCell, 'text'> & { heading: string }> = [
  { heading: 'Night', x: 50, width: 91 },
  { heading: 'Rate', x: 149, width: 58, align: 'right' },
  { heading: 'Rooms', x: 211, width: 64, align: 'right' },
  { heading: 'Extras', x: 279, width: 58, align: 'right' },
  { heading: 'Discount', x: 341, width: 58, align: 'right' },
  { heading: 'GST', x: 403, width: 62, align: 'right' },
  { heading: 'Total', x: 469, width: 76, align: 'right' },
];

/** The PDF confirmation: the stay, each night's price, the GST by slab, the total and the policy. */
export function stayConfirmationPdf(booking: StayBooking): Promise<Buffer> {
  const doc = createPdf({
    margin: 50,
    info: { Title: `Booking ${booking.reference}`, Author: HOTEL, Subject: 'Booking confirmation' },
  });
  const left = doc.page.margins.left;

  const { price } = booking;
  doc.font('bold').fontSize(20).text(HOTEL);
  doc
    .font('regular')
    .fontSize(12)
    .text(booking.status === 'Cancelled' ? 'Booking cancelled' : 'Booking confirmation');
  doc.moveDown();
  doc.font('bold').fontSize(14).text(`Reference: ${booking.reference}`);
  doc.font('regular').fontSize(11);
  const line = (label: string, value: string) =>
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  line('Guest', booking.guest_name);
  line('Room', `${booking.rooms} × ${booking.room_type.title}`);
  if (booking.room_numbers.length) line('Room numbers', booking.room_numbers.join(', '));
  line('Check-in', `${indianDate(booking.check_in)}, from 14:00`);
  line('Check-out', `${indianDate(booking.check_out)}, by ${CHECK_OUT_TIME}`);
  line('Nights', String(booking.nights));
  line(
    'Guests',
    guestsText(booking) + (booking.child_ages.length ? ` (ages ${booking.child_ages.join(', ')})` : ''),
  );
  line('Rate plan', booking.rate_plan.name);
  if (booking.requests.arrival_time) line('Arrival time', booking.requests.arrival_time);
  if (booking.requests.bed_preference !== 'No preference') line('Bed', booking.requests.bed_preference);
  if (booking.requests.occasion !== 'None') line('Occasion', booking.requests.occasion);
  if (booking.requests.remarks) line('Remarks', booking.requests.remarks);

  doc.moveDown();
  doc.font('bold').fontSize(12).text('Price breakdown');
  doc.fontSize(10);
  const nightRow = (texts: readonly string[], font: PdfFont = 'regular') =>
    tableRow(
      doc,
      NIGHT_COLUMNS.map((column, index) => ({ ...column, text: texts[index] ?? '' })),
      font,
    );
  nightRow(
    NIGHT_COLUMNS.map((column) => column.heading),
    'bold',
  );
  for (const night of price.nights) {
    const extras = night.extra_adult_amount + night.extra_child_amount + night.meal_plan_amount;
    const gst = night.taxes.reduce((sum, tax) => sum + tax.amount, 0);
    nightRow([
      indianDate(night.date) + (night.day_kind === 'weekend' ? ' (wknd)' : ''),
      formatInr(night.rate),
      formatInr(night.room_amount),
      formatInr(extras),
      night.discount ? formatInr(-night.discount) : '-',
      formatInr(gst),
      formatInr(night.total),
    ]);
  }
  doc.moveDown();
  const summaryRow = (label: string, amount: string, font: PdfFont = 'regular') =>
    amountRow(doc, label, amount, { font, labelX: 250 });
  summaryRow('Rooms', formatInr(price.room_amount));
  if (price.extras.extra_adult_amount) summaryRow('Extra adults', formatInr(price.extras.extra_adult_amount));
  if (price.extras.extra_child_amount)
    summaryRow('Extra children', formatInr(price.extras.extra_child_amount));
  if (price.extras.meal_plan_amount) summaryRow('Breakfast', formatInr(price.extras.meal_plan_amount));
  if (price.discount) summaryRow(`Discount (${price.discount.code})`, formatInr(-price.discount.amount));
  for (const tax of price.taxes)
    summaryRow(`${tax.label} on ${formatInr(tax.taxable)}`, formatInr(tax.amount));
  summaryRow('Total (GST included)', formatInr(price.total), 'bold');
  if (booking.cancellation_fee !== null)
    summaryRow('Cancellation fee charged', formatInr(booking.cancellation_fee), 'bold');

  doc.moveDown(2);
  doc.font('bold').fontSize(12).text('Cancellation policy', left);
  doc.font('regular').fontSize(10).text(booking.policy.text, left);
  doc.moveDown();
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `GST on accommodation is charged per room and night by its tariff: 5% up to ${formatInr(7500)}, 18% ` +
        'above (in force since 22 September 2025).',
      left,
    );
  return finishPdf(doc);
}
