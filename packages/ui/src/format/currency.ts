import { lazily } from './lazily';

const rupees = lazily(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);

/** Rupees, formatted for India everywhere on the site (PRODUCT.md §6): ₹8,500, ₹1,25,000. */
export function formatInr(amount: number): string {
  return rupees().format(amount);
}
