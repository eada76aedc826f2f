/** SPEC §9 variants and addons, priced on top of the item's base price. */
export const FOOD_VARIANTS = [
  { name: 'Small', price: 0 },
  { name: 'Medium', price: 50 },
  { name: 'Large', price: 100 },
] as const;
export const FOOD_ADDONS = [
  { name: 'Cheese', price: 30 },
  { name: 'Olives', price: 20 },
] as const;
export type FoodVariantName = (typeof FOOD_VARIANTS)[number]['name'];
export type FoodAddonName = (typeof FOOD_ADDONS)[number]['name'];
