import type { StayBooking } from '@haveli/contracts';
import { createEvent, type DateArray } from 'ics';
import PDFDocument from 'pdfkit';
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

/**
 * PDFKit's standard fonts (Helvetica) have no ₹ sign, so the PDF writes "Rs." — a font file with it would
 * add a few hundred kilobytes to every confirmation.
 */
const rs = (amount: number) => `Rs. ${Math.round(amount).toLocaleString('en-IN')}`;

/** The PDF confirmation: the stay, each night's price, the GST by slab, the total and the policy. */
export function stayConfirmationPdf(booking: StayBooking): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Booking ${booking.reference}`, Author: HOTEL, Subject: 'Booking confirmation' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { price } = booking;
  doc.font('Helvetica-Bold').fontSize(20).text(HOTEL);
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(booking.status === 'Cancelled' ? 'Booking cancelled' : 'Booking confirmation');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text(`Reference: ${booking.reference}`);
  doc.font('Helvetica').fontSize(11);
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line('Guest', booking.guest_name);
  line('Room', `${booking.rooms} x ${booking.room_type.title}`);
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
  doc.font('Helvetica-Bold').fontSize(12).text('Price breakdown');
  doc.fontSize(10);
  const columns = [50, 145, 215, 290, 360, 430, 490];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, index) => {
      const left = columns[index] ?? 50;
      doc.text(cell, left, y, { width: (columns[index + 1] ?? 545) - left - 4 });
      // A cell that wraps makes the whole row taller: the next row starts below the tallest cell.
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 50;
    doc.y = bottom;
  };
  row(['Night', 'Rate', 'Rooms', 'Extras', 'Discount', 'GST', 'Total'], true);
  for (const night of price.nights) {
    const extras = night.extra_adult_amount + night.extra_child_amount + night.meal_plan_amount;
    const gst = night.taxes.reduce((sum, tax) => sum + tax.amount, 0);
    row([
      indianDate(night.date) + (night.day_kind === 'weekend' ? ' (wknd)' : ''),
      rs(night.rate),
      rs(night.room_amount),
      rs(extras),
      night.discount ? `-${rs(night.discount)}` : '-',
      rs(gst),
      rs(night.total),
    ]);
  }
  doc.moveDown();
  const sumLine = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 290, y, { width: 190 });
    doc.text(value, 430, y, { width: 115, align: 'right' });
    doc.x = 50;
  };
  sumLine('Rooms', rs(price.room_amount));
  if (price.extras.extra_adult_amount) sumLine('Extra adults', rs(price.extras.extra_adult_amount));
  if (price.extras.extra_child_amount) sumLine('Extra children', rs(price.extras.extra_child_amount));
  if (price.extras.meal_plan_amount) sumLine('Breakfast', rs(price.extras.meal_plan_amount));
  if (price.discount) sumLine(`Discount (${price.discount.code})`, `-${rs(price.discount.amount)}`);
  for (const tax of price.taxes) sumLine(`${tax.label} on ${rs(tax.taxable)}`, rs(tax.amount));
  sumLine('Total (GST included)', rs(price.total), true);
  if (booking.cancellation_fee !== null)
    sumLine('Cancellation fee charged', rs(booking.cancellation_fee), true);

  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(12).text('Cancellation policy', 50);
  doc.font('Helvetica').fontSize(10).text(booking.policy.text.replaceAll('₹', 'Rs. '), 50);
  doc.moveDown();
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(
      'GST on accommodation is charged per room and night by its tariff: 5% up to Rs. 7,500, 18% above ' +
        '(in force since 22 September 2025).',
      50,
    );
  doc.end();
  return done;
}
