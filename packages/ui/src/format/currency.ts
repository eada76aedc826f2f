/**
 * Rupees, formatted for India everywhere on the site (PRODUCT.md §6): ₹8,500, ₹1,25,000. The same text
 * as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })`
 * (a test holds them together), without it: the first such formatter loads ICU's locale data on the
 * main thread, 13–30 ms here before any CPU throttling, on every first visit.
 */
export function formatInr(amount: number): string {
  const rupees = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(rupees)) return intlInr().format(amount);
  const digits = String(rupees);
  // Indian grouping: the last three digits, then pairs (1,25,000).
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${lakhs ? `${lakhs},` : ''}${digits.slice(-3)}`;
}

let inr: Intl.NumberFormat | undefined;
/** For what no price is (NaN, infinities, sums beyond 2^53): made only if ever needed. */
function intlInr(): Intl.NumberFormat {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return inr;
}
