import { formatInr, toRupees } from '@haveli/contracts';
import { ToWords } from 'to-words';
import type { InvoiceRecord } from '../repositories/folios-repository';
import { amountRow, createPdf, finishPdf, tableRow } from './pdf';
import { indianDate } from './stay-pricing';

const words = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true, doNotAddOnly: false } });

/** "Twenty Thousand Eighty One Rupees And Twenty Five Paise Only", as Indian invoices write totals. */
export const amountInWords = (paise: number): string => words.convert(toRupees(paise));

const money = (paise: number) => formatInr(toRupees(paise));
const percent = (rate: number) => `${rate}%`;

export { invoiceSlug } from '@haveli/contracts';

/** The mail kind that sends an issued invoice to its guest, with its PDF, once the issuing change commits. */
export const INVOICE_MAIL = 'invoice.issued';

/**
 * A GST tax invoice or credit note as Rule 46 and Rule 53 of the CGST Rules ask: the supplier's name, address
 * and GSTIN; a consecutive serial number and its date; the recipient (with GSTIN when registered); the place
 * of supply; each line's description, SAC, taxable value, rates and amounts of CGST and SGST; the totals, and
 * the total in words. Every figure is read from the issued record, never recomputed.
 */
export function invoicePdf(invoice: InvoiceRecord): Promise<Buffer> {
  const credit = invoice.kind === 'credit_note';
  const title = credit ? 'Credit note' : 'Tax invoice';
  const doc = createPdf({
    margin: 40,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.legal_name, Subject: title },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(18).text(title.toUpperCase(), { align: 'right' });
  doc.moveUp();
  doc.fontSize(14).text(invoice.seller.legal_name, left, doc.y, { width: width * 0.6 });
  doc
    .font('regular')
    .fontSize(9)
    .text(invoice.seller.address, { width: width * 0.6 });
  doc.text(
    `GSTIN ${invoice.seller.gstin} · State ${invoice.seller.state_name} (code ${invoice.seller.state_code})`,
  );
  doc.moveDown();

  const half = width / 2 - 10;
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .text(credit ? 'Credit note number' : 'Invoice number', left, top, { width: half });
  doc.font('regular').text(invoice.number, { width: half });
  doc.font('bold').text('Date', { width: half });
  doc.font('regular').text(indianDate(invoice.issued_on), { width: half });
  if (credit && invoice.credit_for) {
    doc.font('bold').text('Against invoice', { width: half });
    doc
      .font('regular')
      .text(
        `${invoice.credit_for}${invoice.credit_for_date ? ` of ${indianDate(invoice.credit_for_date)}` : ''}`,
        { width: half },
      );
  }
  doc.font('bold').text(invoice.source === 'order' ? 'Food order' : 'Booking', { width: half });
  doc.font('regular').text(invoice.booking_reference, { width: half });
  const leftBottom = doc.y;

  const right = left + half + 20;
  doc.font('bold').text('Billed to', right, top, { width: half });
  doc.font('regular');
  if (invoice.buyer_company) doc.text(invoice.buyer_company, right, doc.y, { width: half });
  doc.text(invoice.buyer_name, right, doc.y, { width: half });
  if (invoice.buyer_address) doc.text(invoice.buyer_address, right, doc.y, { width: half });
  if (invoice.buyer_gstin) doc.text(`GSTIN ${invoice.buyer_gstin}`, right, doc.y, { width: half });
  doc.font('bold').text('Place of supply', right, doc.y, { width: half });
  doc.font('regular').text(invoice.place_of_supply, right, doc.y, { width: half });
  doc.y = Math.max(leftBottom, doc.y);
  doc.x = left;
  if (credit && invoice.reason) {
    doc.moveDown(0.5).font('bold').text('Reason: ', { continued: true }).font('regular').text(invoice.reason);
  }
  doc.moveDown();

  // The lines: description, SAC, taxable value, then each tax as its rate and amount, and the line's total.
  const columns = [0.32, 0.08, 0.13, 0.07, 0.1, 0.07, 0.1, 0.13].map((share) => share * width);
  const cells = (texts: string[]) => {
    let x = left;
    return texts.map((text, index) => {
      const cell = {
        text,
        x,
        width: (columns[index] ?? 0) - 4,
        align: index < 2 ? 'left' : 'right',
      } as const;
      x += columns[index] ?? 0;
      return cell;
    });
  };
  doc.fontSize(8.5);
  tableRow(
    doc,
    cells(['Description', 'SAC', 'Taxable value', 'CGST rate', 'CGST', 'SGST rate', 'SGST', 'Total']),
    'bold',
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#999')
    .stroke();
  doc.moveDown(0.3);
  for (const line of invoice.lines) {
    tableRow(
      doc,
      cells([
        line.description,
        line.sac,
        money(line.taxable_paise),
        percent(line.rate_percent / 2),
        money(line.cgst_paise),
        percent(line.rate_percent / 2),
        money(line.sgst_paise),
        money(line.total_paise),
      ]),
    );
    doc.moveDown(0.2);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.5).fontSize(10);

  const labelX = left + width * 0.45;
  amountRow(doc, 'Taxable value', money(invoice.taxable_paise), { labelX });
  amountRow(doc, 'CGST', money(invoice.cgst_paise), { labelX });
  amountRow(doc, 'SGST', money(invoice.sgst_paise), { labelX });
  amountRow(doc, credit ? 'Total credited' : 'Total', money(invoice.total_paise), { labelX, font: 'bold' });
  doc.moveDown();
  doc
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${amountInWords(invoice.total_paise)}`, left, doc.y, {
      width,
    });
  doc.text('Tax is not payable on reverse charge.', { width });
  doc.moveDown(2).text(`For ${invoice.seller.legal_name}`, { width, align: 'right' });
  doc.text('Authorised signatory (issued electronically)', { width, align: 'right' });
  return finishPdf(doc);
}
