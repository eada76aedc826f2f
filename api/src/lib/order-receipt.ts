import { formatInr, FULFILMENT_LABELS, PAYMENT_LABELS, type Order, type OrderItem } from '@haveli/contracts';
import { amountRow, createPdf, finishPdf, tableRow } from './pdf';

/**
 * A line's options and add-ons, one line per option group, priced per unit as the menu showed them:
 * "Size: Medium (+₹50)", "Spice level: Hot", "Add-ons: Cheese (+₹30), Olives (+₹20)". The receipt and the
 * order mails print them alike.
 */
export function choiceLines(item: Pick<OrderItem, 'choices'>): string[] {
  const groups = new Map<string, string[]>();
  for (const choice of item.choices) {
    const chosen = choice.price ? `${choice.name} (+${formatInr(choice.price)})` : choice.name;
    groups.set(choice.group, [...(groups.get(choice.group) ?? []), chosen]);
  }
  return [...groups].map(([group, chosen]) => `${group}: ${chosen.join(', ')}`);
}

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
  const doc = createPdf({ margin: 56, info: { Title: `Receipt ${order.reference}` } });

  doc.font('bold').fontSize(20).text('Haveli Jaipur');
  doc.font('regular').fontSize(10).fillColor('#555').text('Food order receipt');
  doc.moveDown().fillColor('#000').fontSize(11);
  doc.font('bold').text(`Order ${order.reference}`);
  doc.font('regular');
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

  const left = doc.page.margins.left;
  const choicesWidth = doc.page.width - doc.page.margins.right - left - 140;
  for (const item of order.items) {
    amountRow(doc, `${item.name} × ${item.quantity}`, formatInr(item.line_total));
    doc.fontSize(9).fillColor('#555');
    for (const line of choiceLines(item)) tableRow(doc, [{ text: line, x: left + 12, width: choicesWidth }]);
    doc.fontSize(11).fillColor('#000');
  }
  doc.moveDown(0.5);
  amountRow(doc, 'Subtotal', formatInr(order.subtotal));
  amountRow(doc, `GST ${order.tax_percent}%`, formatInr(order.tax));
  amountRow(doc, 'Total', formatInr(order.total), { font: 'bold' });
  return finishPdf(doc);
}
