const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Rupees, formatted for India everywhere on the site (PRODUCT.md §6). */
export function formatInr(amount: number): string {
  return inr.format(amount);
}
