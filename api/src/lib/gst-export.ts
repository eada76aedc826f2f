import { toRupees } from '@haveli/contracts';
import { stringify } from 'csv-stringify/sync';
import type { RegisterRow } from '../repositories/folios-repository';
import { taxSummary } from './folio';

export interface RegisterLineSum {
  invoice_id: number;
  sac: string;
  rate_percent: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
}

/**
 * A name as a spreadsheet shows it, never runs it: a cell a guest wrote that begins like a formula (=, +, -, @)
 * is kept as text with a leading apostrophe (OWASP's advice against CSV injection).
 */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Rupees as accounting software reads them: a plain number with two decimals, negative for a credit note. */
const amount = (paise: number, sign: number) => toRupees(sign * paise).toFixed(2);

/**
 * The accountant's export, in the shape GSTR-1 needs: one row per invoice or credit note (B2B when the buyer
 * gave a GSTIN, B2C otherwise) with its taxable value and tax at each rate, then the summary by SAC and rate.
 * Credit notes count negative. Written with csv-stringify (quoting, commas in names).
 */
export function gstr1Csv(rows: readonly RegisterRow[], lines: readonly RegisterLineSum[]): string {
  const rates = [...new Set(lines.map((line) => line.rate_percent))].sort((a, b) => a - b);
  const sign = new Map(rows.map((row) => [row.id, row.kind === 'credit_note' ? -1 : 1]));
  const byInvoice = new Map<number, RegisterLineSum[]>();
  for (const line of lines) byInvoice.set(line.invoice_id, [...(byInvoice.get(line.invoice_id) ?? []), line]);

  const records: string[][] = [
    [
      'Number',
      'Document',
      'Date',
      'Booking',
      'Supply',
      'Buyer',
      'Buyer GSTIN',
      'Place of supply',
      'Credit note for',
      ...rates.flatMap((rate) => [`Taxable value ${rate}%`, `Tax ${rate}%`]),
      'CGST',
      'SGST',
      'Total',
    ],
  ];
  for (const row of rows) {
    const factor = sign.get(row.id) ?? 1;
    const mine = byInvoice.get(row.id) ?? [];
    records.push([
      row.number,
      row.kind === 'invoice' ? 'Tax invoice' : 'Credit note',
      row.issued_on,
      row.booking_reference,
      row.buyer_gstin ? 'B2B' : 'B2C',
      text(row.buyer),
      row.buyer_gstin ?? '',
      text(row.place_of_supply),
      row.credit_for ?? '',
      ...rates.flatMap((rate) => {
        const atRate = mine.filter((line) => line.rate_percent === rate);
        const taxable = atRate.reduce((sum, line) => sum + line.taxable_paise, 0);
        const tax = atRate.reduce((sum, line) => sum + line.cgst_paise + line.sgst_paise, 0);
        return [amount(taxable, factor), amount(tax, factor)];
      }),
      amount(row.cgst_paise, factor),
      amount(row.sgst_paise, factor),
      amount(row.total_paise, factor),
    ]);
  }

  const summary = taxSummary(
    lines.map((line) => {
      const factor = sign.get(line.invoice_id) ?? 1;
      return {
        sac: line.sac,
        ratePercent: line.rate_percent,
        taxablePaise: factor * line.taxable_paise,
        cgstPaise: factor * line.cgst_paise,
        sgstPaise: factor * line.sgst_paise,
      };
    }),
  );
  records.push([], ['SAC summary'], ['SAC', 'Rate', 'Taxable value', 'CGST', 'SGST', 'Tax']);
  for (const group of summary) {
    records.push([
      group.sac,
      `${group.ratePercent}%`,
      amount(group.taxablePaise, 1),
      amount(group.cgstPaise, 1),
      amount(group.sgstPaise, 1),
      amount(group.cgstPaise + group.sgstPaise, 1),
    ]);
  }
  return stringify(records);
}
