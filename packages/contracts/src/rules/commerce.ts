import type { CartLine, CartState } from '../bus';
import type { CartItem } from '../commerce';

/** The most of one dish with one set of choices a cart line may hold. */
export const MAX_LINE_QUANTITY = 99;
/** The most lines one cart (or one merge) may hold. */
export const MAX_CART_LINES = 100;

/** SPEC §4: a server cart item is created with status pending. */
export const CART_ITEM_STATUS = 'pending';
/** What every new order is. */
export const ORDER_PLACED_STATUS = 'Received';
/** The API's answer to a checkout of an empty cart, and the cart page's empty state. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty.';

/**
 * One line per product and set of choices, whatever order they were picked in. A line saved before options
 * belonged to dishes has no option ids: its variant and addons name it.
 */
export function lineKey({
  productId,
  options,
  variant,
  addons,
}: Pick<CartLine, 'productId' | 'options' | 'variant' | 'addons'>): string {
  if (options) return `${productId}:${[...options].sort((a, b) => a - b).join('+')}`;
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
    key: lineKey({ productId: item.product_id, options: item.options, variant: '', addons: [] }),
    productId: item.product_id,
    name: item.name,
    variant: item.variant,
    addons: item.addons,
    options: [...item.options].sort((a, b) => a - b),
    unitPrice: item.price,
    quantity: item.quantity,
    image: item.image,
  }));
  return { items, ...cartTotals(items) };
}
