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

/** A food order's line, on the room's folio (charged to the room) or on its own (paid on its own). */
export const foodOrderLine = (
  order: { id: number; reference: string; subtotal: number; tax_percent: number },
  day: string,
): NewFolioLine =>
  taxedLine(
    'food',
    `Food order ${order.reference}`,
    day,
    SAC.food,
    order.tax_percent,
    toPaise(order.subtotal),
    {
      orderId: order.id,
    },
  );

/** A payment or a refund: untaxed, it moves the balance by what changed hands. */
function moneyLine(
  kind: 'payment' | 'refund',
  description: string,
  day: string,
  amountPaise: number,
  link: Pick<NewFolioLine, 'paymentId' | 'refundId'>,
): NewFolioLine {
  return {
    kind,
    description,
    serviceDate: day,
    sac: null,
    ratePercent: null,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    amountPaise,
    ...link,
  };
}

/** A payment taken towards the folio: it lowers the balance by what was paid. */
export const paymentLine = (description: string, day: string, amountPaise: number, paymentId: number) =>
  moneyLine('payment', description, day, -amountPaise, { paymentId });

/** A refund paid back towards the folio: it raises the balance by what was returned. */
export const refundLine = (description: string, day: string, amountPaise: number, refundId: number) =>
  moneyLine('refund', description, day, amountPaise, { refundId });

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
  return documentOf(drafts);
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

/**
 * The largest taxable value whose line at `ratePercent` comes to at most `totalPaise` with its GST: how an
 * amount that includes GST (a refund, a cancellation fee) is split so that its tax is still its rate × its base.
 */
export function taxableWithin(totalPaise: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  let taxable = Math.floor((totalPaise * 10_000) / (10_000 + basisPoints));
  const lineTotal = (value: number) => value + gstOn(value, ratePercent).tax;
  while (lineTotal(taxable + 1) <= totalPaise) taxable += 1;
  while (taxable > 0 && lineTotal(taxable) > totalPaise) taxable -= 1;
  return taxable;
}

/** What is left of an invoice to credit, for one SAC and rate: invoiced less earlier credit notes. */
export interface CreditableGroup {
  sac: Sac;
  ratePercent: number;
  /** All in: taxable value and GST. */
  totalPaise: number;
}

const SAC_NAMES: Record<Sac, string> = { [SAC.accommodation]: 'Accommodation', [SAC.food]: 'Food and drink' };

/**
 * A credit note's lines for `amountPaise` (GST included) taken off what is left of the invoice, shared among
 * its SAC and rate groups in proportion to what each has left (the largest remainders taking the odd paise),
 * each line's tax computed on its own base. The lines may come to a paisa or two less than asked, never more:
 * the credit note's total is what is refunded.
 */
export function creditNoteLines(
  groups: readonly CreditableGroup[],
  amountPaise: number,
  day: string,
): InvoiceLineDraft[] {
  const open = groups.filter((group) => group.totalPaise > 0);
  const left = open.reduce((sum, group) => sum + group.totalPaise, 0);
  if (amountPaise <= 0 || left <= 0) return [];
  const asked = Math.min(amountPaise, left);
  const shares = open.map((group, index) => {
    const exact = (asked * group.totalPaise) / left;
    return { group, index, paise: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let odd = asked - shares.reduce((sum, share) => sum + share.paise, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (odd === 0) break;
    share.paise += 1;
    odd -= 1;
  }
  return shares.flatMap(({ group, paise }) => {
    const taxable = taxableWithin(Math.min(paise, group.totalPaise), group.ratePercent);
    if (taxable <= 0) return [];
    const { cgst, sgst } = gstOn(taxable, group.ratePercent);
    return [
      {
        description: `${SAC_NAMES[group.sac]} at ${group.ratePercent} % GST: credit`,
        sac: group.sac,
        serviceDate: day,
        ratePercent: group.ratePercent,
        taxablePaise: taxable,
        cgstPaise: cgst,
        sgstPaise: sgst,
        totalPaise: taxable + cgst + sgst,
      },
    ];
  });
}

/** The totals of a document's lines. */
export function documentOf(lines: InvoiceLineDraft[]): InvoiceDraft {
  const sum = (pick: (line: InvoiceLineDraft) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}
