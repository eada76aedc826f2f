import type { CartLine, CartState } from '../bus';
import type { CartItem } from '../commerce';
import { FOOD_ADDONS, FOOD_VARIANTS, type FoodAddonName, type FoodVariantName } from './menu';

/** The most of one dish, variant and set of addons a cart line may hold. */
export const MAX_LINE_QUANTITY = 99;
/** The most lines one cart (or one merge) may hold. */
export const MAX_CART_LINES = 100;

/** SPEC §4: a server cart item is created with status pending. */
export const CART_ITEM_STATUS = 'pending';
/** What every new order is. */
export const ORDER_PLACED_STATUS = 'Placed';
/** The API's answer to a checkout of an empty cart, and the cart page's empty state. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty.';

/**
 * Rupees for one unit: the item's base price (its Small price) plus the variant's and the addons' extras.
 * The spec prices an item as "variant plus addons", which would make every Small dish free. The API prices
 * every order with this rule from its own menu; the cart shows the same figure.
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

/** One line per product, variant and set of addons, whatever order the addons were picked in. */
export function lineKey({
  productId,
  variant,
  addons,
}: Pick<CartLine, 'productId' | 'variant' | 'addons'>): string {
  return `${productId}:${variant}:${[...addons].sort().join('+')}`;
}

/** SPEC §5: the cart total is the sum of price times quantity. */
export function cartTotals(items: readonly CartLine[]): Pick<CartState, 'count' | 'total'> {
  return items.reduce(
    (totals, line) => ({
      count: totals.count + line.quantity,
      total: totals.total + line.unitPrice * line.quantity,
    }),
    { count: 0, total: 0 },
  );
}

/** The server's cart as the bus holds it: one line per item, at the server's prices. */
export function cartStateOf(cart: readonly CartItem[]): CartState {
  const items = cart.map((item): CartLine => ({
    key: lineKey({ productId: item.product_id, variant: item.variant, addons: item.addons }),
    productId: item.product_id,
    name: item.name,
    variant: item.variant,
    addons: [...item.addons].sort(),
    unitPrice: item.price,
    quantity: item.quantity,
    image: item.image,
  }));
  return { items, ...cartTotals(items) };
}
