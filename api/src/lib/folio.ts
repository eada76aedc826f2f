import { gstOn, hotelToday, type Sac, SAC, type StayPrice, toPaise } from '@haveli/contracts';
import { indianDate } from './stay-pricing';

// The arithmetic of folios and invoices, pure so the property tests can run it on any input. Amounts are
// whole paise; GST is computed once per line (`gstOn`), and a document's totals are sums of its lines.

/** A line to post to a folio: a charge or a discount (with GST), a payment or a refund (without). */
export interface NewFolioLine {
  kind: 'night' | 'food' | 'charge' | 'discount' | 'payment' | 'refund';
  description: string;
  serviceDate: string;
  sac: Sac | null;
  ratePercent: number | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** What the line adds to the balance. */
  amountPaise: number;
  reason?: string | null;
  paymentId?: number | null;
  refundId?: number | null;
  orderId?: number | null;
}

/** A taxed line (night, food, charge or discount) of `taxablePaise` at `ratePercent`. */
export function taxedLine(
  kind: 'night' | 'food' | 'charge' | 'discount',
  description: string,
  serviceDate: string,
  sac: Sac,
  ratePercent: number,
  taxablePaise: number,
  extra: Pick<NewFolioLine, 'reason' | 'orderId'> = {},
): NewFolioLine {
  const { cgst, sgst, tax } = gstOn(taxablePaise, ratePercent);
  return {
    kind,
    description,
    serviceDate,
    sac,
    ratePercent,
    taxablePaise,
    cgstPaise: cgst,
    sgstPaise: sgst,
    amountPaise: taxablePaise + tax,
    ...extra,
  };
}

/** A payment taken towards the folio: it lowers the balance by what was paid. */
export function paymentLine(
  description: string,
  day: string,
  amountPaise: number,
  paymentId: number,
): NewFolioLine {
  return {
    kind: 'payment',
    description,
    serviceDate: day,
    sac: null,
    ratePercent: null,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    amountPaise: -amountPaise,
    paymentId,
  };
}

/**
 * The nights of a stay as folio lines: one per night and GST rate, exactly as the guest was quoted (the quote
 * charges GST per night and rate the same way), so the posted nights add up to the booking's total.
 */
export function nightLines(price: StayPrice, roomTypeTitle: string): NewFolioLine[] {
  const rooms = price.rooms > 1 ? ` × ${price.rooms} rooms` : '';
  return price.nights.flatMap((night) =>
    night.taxes.map((tax) =>
      taxedLine(
        'night',
        `${roomTypeTitle}${rooms}, night of ${indianDate(night.date)}`,
        night.date,
        SAC.accommodation,
        tax.rate_percent,
        toPaise(tax.taxable),
      ),
    ),
  );
}

/** The Indian financial year (April to March) a day falls in, as invoices write it: '26-27'. */
export function financialYear(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const starts = month >= 4 ? year : year - 1;
  const two = (value: number) => String(value % 100).padStart(2, '0');
  return `${two(starts)}-${two(starts + 1)}`;
}

/** 'HJ/26-27/000123': the series' prefix, the financial year and the serial (16 characters at most). */
export function invoiceNumber(prefix: string, year: string, serial: number): string {
  const number = `${prefix}/${year}/${String(serial).padStart(6, '0')}`;
  if (number.length > 16) throw new RangeError(`Invoice number ${number} is longer than 16 characters`);
  return number;
}

/** The hotel's day for a moment, for document dates. */
export const documentDate = (at: Date): string => hotelToday(at);

export interface InvoiceLineDraft {
  description: string;
  sac: Sac;
  serviceDate: string;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

export interface InvoiceDraft {
  lines: InvoiceLineDraft[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/** The invoice a folio's charges and discounts make: each taxed line as it was posted, totals their sums. */
export function invoiceDraft(lines: readonly NewFolioLine[]): InvoiceDraft {
  const taxed = lines.filter(
    (line): line is NewFolioLine & { sac: Sac; ratePercent: number } =>
      line.sac !== null && line.ratePercent !== null,
  );
  const drafts = taxed.map((line) => ({
    description: line.description,
    sac: line.sac,
    serviceDate: line.serviceDate,
    ratePercent: line.ratePercent,
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    totalPaise: line.taxablePaise + line.cgstPaise + line.sgstPaise,
  }));
  const sum = (pick: (line: InvoiceLineDraft) => number) =>
    drafts.reduce((total, line) => total + pick(line), 0);
  return {
    lines: drafts,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}

/** What a tax summary adds up: a document's line, by its SAC and GST rate. */
export interface TaxedAmounts {
  sac: string;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** Per SAC and rate, in that order: what GSTR-1's summaries add up. */
export function taxSummary(lines: readonly TaxedAmounts[]): TaxedAmounts[] {
  const groups = new Map<string, TaxedAmounts>();
  for (const line of lines) {
    const key = `${line.sac}@${line.ratePercent}`;
    const group = groups.get(key) ?? {
      sac: line.sac,
      ratePercent: line.ratePercent,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    group.taxablePaise += line.taxablePaise;
    group.cgstPaise += line.cgstPaise;
    group.sgstPaise += line.sgstPaise;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.sac.localeCompare(b.sac) || a.ratePercent - b.ratePercent);
}
