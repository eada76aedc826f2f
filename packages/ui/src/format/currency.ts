/** Rupees, formatted for India everywhere on the site (PRODUCT.md §6): ₹8,500, ₹1,25,000, ₹956.25. */
export { formatInr } from '@haveli/contracts';
