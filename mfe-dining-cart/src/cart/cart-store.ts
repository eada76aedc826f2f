import type { CartLine, CartState } from '@haveli/contracts';

/** A line as the menu describes it; the store works out its key. */
export type CartLineInput = Omit<CartLine, 'key'>;

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

const toCart = (items: CartLine[]): CartState => ({ items, ...cartTotals(items) });

const toLine = (input: CartLineInput): CartLine => ({
  ...input,
  addons: [...input.addons].sort(),
  key: lineKey(input),
});

/** Adds a line, or adds its quantity to the line already holding the same choices. */
export function addLine(cart: CartState, input: CartLineInput): CartState {
  if (input.quantity <= 0) return cart;
  const line = toLine(input);
  const existing = cart.items.find((item) => item.key === line.key);
  if (!existing) return toCart([...cart.items, line]);
  return toCart(
    cart.items.map((item) =>
      item.key === line.key ? { ...line, quantity: existing.quantity + line.quantity } : item,
    ),
  );
}

/**
 * Replaces the line `key` with new choices and quantity, in place. Choices that match another line merge
 * into that one, so the cart never holds two lines for the same thing.
 */
export function updateLine(cart: CartState, key: string, input: CartLineInput): CartState {
  if (!cart.items.some((item) => item.key === key)) return cart;
  if (input.quantity <= 0) return removeLine(cart, key);
  const line = toLine(input);
  const twin = line.key !== key ? cart.items.find((item) => item.key === line.key) : undefined;
  const items = cart.items
    .filter((item) => item !== twin)
    .map((item) => (item.key === key ? { ...line, quantity: line.quantity + (twin?.quantity ?? 0) } : item));
  return toCart(items);
}

/** SPEC §4: a quantity of 0 or below removes the line. */
export function setQuantity(cart: CartState, key: string, quantity: number): CartState {
  if (quantity <= 0) return removeLine(cart, key);
  return toCart(cart.items.map((item) => (item.key === key ? { ...item, quantity } : item)));
}

export function removeLine(cart: CartState, key: string): CartState {
  return toCart(cart.items.filter((item) => item.key !== key));
}
