import { FOOD_ADDONS, FOOD_VARIANTS, type FoodAddonName, type FoodVariantName } from '@haveli/contracts';

/**
 * Rupees for one unit. The spec prices an item as "variant plus addons", which would make every Small dish
 * free; we add the extras to the item's base price (the Small price, as the API stores it).
 */
export function foodUnitPrice(
  basePrice: number,
  variant: FoodVariantName,
  addons: readonly FoodAddonName[],
): number {
  const variantExtra = FOOD_VARIANTS.find((option) => option.name === variant)?.price ?? 0;
  const addonsExtra = FOOD_ADDONS.filter((addon) => addons.includes(addon.name)).reduce(
    (sum, addon) => sum + addon.price,
    0,
  );
  return basePrice + variantExtra + addonsExtra;
}
