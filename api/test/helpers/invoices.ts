import type { App } from '../../src/app';

/** One line of an issued invoice or credit note, as the database keeps it. */
export interface IssuedLine {
  sac: string;
  rate_percent: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
}

/** The lines of the GST document numbered `number`, in their order. */
export const issuedLines = (app: App, number: string) =>
  app.db.query<IssuedLine>(
    `SELECT l.sac, l.rate_percent, l.taxable_paise, l.cgst_paise, l.sgst_paise, l.total_paise
     FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.number = $1 ORDER BY l.position`,
    [number],
  );
