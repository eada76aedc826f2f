import { FULFILMENT_LABELS, PAYMENT_LABELS, type Order } from '@haveli/contracts';
import PDFDocument from 'pdfkit';

/** PDF's standard fonts have no ₹ sign: amounts read "INR 1,234", grouped the Indian way. */
const rupees = (amount: number) => `INR ${amount.toLocaleString('en-IN')}`;

const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

function whereOf(order: Order): string {
  if (order.fulfilment === 'room') return `${FULFILMENT_LABELS.room}, room ${order.room_no ?? ''}`;
  if (order.fulfilment === 'table') return `${FULFILMENT_LABELS.table}: ${order.table_name ?? ''}`;
  return `${FULFILMENT_LABELS.pickup} at the restaurant`;
}

/** An order's receipt (pdfkit): reference, where and when, each dish with its options, GST and total. */
export function orderReceiptPdf(order: Order, guestName: string, timeZone: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${order.reference}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, left, y, { width: width - 120 });
    const after = doc.y;
    doc.text(amount, left + width - 120, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };

  doc.font('Helvetica-Bold').fontSize(20).text('Haveli Jaipur');
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Food order receipt');
  doc.moveDown().fillColor('#000').fontSize(11);
  doc.font('Helvetica-Bold').text(`Order ${order.reference}`);
  doc.font('Helvetica');
  doc.text(`Guest: ${guestName}`);
  doc.text(`Placed: ${dateTime(order.created_at, timeZone)}`);
  doc.text(`Where: ${whereOf(order)}`);
  doc.text(
    `When: ${order.scheduled_for ? dateTime(order.scheduled_for, timeZone) : 'As soon as possible'} (ready by ${dateTime(order.estimated_ready_at, timeZone)})`,
  );
  doc.text(`Status: ${order.status}`);
  doc.text(`Payment: ${PAYMENT_LABELS[order.payment]}`);
  if (order.instructions) doc.text(`Instructions: ${order.instructions}`);
  doc.moveDown();

  for (const item of order.items) {
    const options = item.choices.map((choice) => choice.name).join(', ');
    row(`${item.name} x ${item.quantity}${options ? ` (${options})` : ''}`, rupees(item.line_total));
  }
  doc.moveDown(0.5);
  row('Subtotal', rupees(order.subtotal));
  row(`GST ${order.tax_percent}%`, rupees(order.tax));
  row('Total', rupees(order.total), true);
  doc.end();
  return done;
}
