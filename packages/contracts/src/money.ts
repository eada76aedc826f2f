// Money as the hotel counts it. Every amount is computed in paise (whole numbers) and only shown in rupees;
// GST is charged per line, once, on that line's taxable value, and split into its central and state halves.
// No zod here (schemas live in money-schema.ts): every front end's first load formats money with this module.

/** Rupees (which may carry paise, e.g. 956.25) as whole paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Whole paise as rupees, e.g. 95625 → 956.25. */
export function toRupees(paise: number): number {
  return paise / 100;
}

/** Half up to the nearest paisa, for a value in hundredths of a paisa (what a rate in basis points makes). */
function halfUp(hundredths: number): number {
  const sign = hundredths < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(hundredths) + 50) / 100);
}

export interface GstSplit {
  /** The line's GST: its rate times its taxable value, rounded once, half up, to the paisa. */
  tax: number;
  /** Central GST: half the tax, the odd paisa (when there is one) with it. */
  cgst: number;
  /** State GST: the other half, so that cgst + sgst is the tax. */
  sgst: number;
}

/**
 * GST on one line of an intra-state supply (the hotel and the place of supply are both in Rajasthan): the tax
 * is the rate times the line's taxable value, rounded once, half up, to the paisa (5 % on ₹19,125 is
 * ₹956.25), and is shown as its two halves, CGST and SGST. Where the tax is an odd number of paise the halves
 * differ by that paisa, each still its half rate times the base to within half a paisa.
 */
export function gstOn(taxablePaise: number, ratePercent: number): GstSplit {
  if (!Number.isInteger(taxablePaise)) throw new RangeError(`Not a whole number of paise: ${taxablePaise}`);
  // The rate in hundredths of a percent (5 % → 500, 18 % → 1800): integers, so no float rounding.
  const basisPoints = Math.round(ratePercent * 100);
  const tax = halfUp((taxablePaise * basisPoints) / 100);
  const cgst = halfUp(tax * 50);
  return { tax, cgst, sgst: tax - cgst };
}

let inrFormats: { whole: Intl.NumberFormat; paise: Intl.NumberFormat } | undefined;

/**
 * Rupees as the hotel writes them everywhere (screens, mails, PDFs): ₹8,500, ₹1,25,000, and with paise only
 * when there are any: ₹956.25, ₹187.20.
 */
export function formatInr(rupees: number): string {
  inrFormats ??= {
    whole: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
    paise: new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
  const paise = toPaise(rupees);
  return paise % 100 === 0 ? inrFormats.whole.format(paise / 100) : inrFormats.paise.format(paise / 100);
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character a GSTIN's first 14 characters call for (the GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

/** A GSTIN as the law shapes it (state code, PAN, entity, Z, check) whose last character checks out. */
export function isValidGstin(value: string): boolean {
  return GSTIN_SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/** An invoice's number in a URL and a file name: its slashes written as dashes (HJ-26-27-000123). */
export const invoiceSlug = (number: string): string => number.replaceAll('/', '-');
