import { cartTotals, lineKey, MAX_LINE_QUANTITY, type CartLine, type CartState } from '@haveli/contracts';

/** A line as the menu describes it; the store works out its key. */
export type CartLineInput = Omit<CartLine, 'key'>;

export const EMPTY_CART: CartState = { items: [], count: 0, total: 0 };

const toCart = (items: CartLine[]): CartState => ({ items, ...cartTotals(items) });

const toLine = (input: CartLineInput): CartLine => ({
  ...input,
  addons: [...input.addons].sort(),
  key: lineKey(input),
});

/** A line holds at most MAX_LINE_QUANTITY, as the server's cart does. */
const capped = (quantity: number) => Math.min(MAX_LINE_QUANTITY, quantity);

/** Adds a line, or adds its quantity to the line already holding the same choices. */
export function addLine(cart: CartState, input: CartLineInput): CartState {
  if (input.quantity <= 0) return cart;
  const line = { ...toLine(input), quantity: capped(input.quantity) };
  const existing = cart.items.find((item) => item.key === line.key);
  if (!existing) return toCart([...cart.items, line]);
  return toCart(
    cart.items.map((item) =>
      item.key === line.key ? { ...line, quantity: capped(existing.quantity + line.quantity) } : item,
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
    .map((item) =>
      item.key === key ? { ...line, quantity: capped(line.quantity + (twin?.quantity ?? 0)) } : item,
    );
  return toCart(items);
}

/** SPEC §4: a quantity of 0 or below removes the line. */
export function setQuantity(cart: CartState, key: string, quantity: number): CartState {
  if (quantity <= 0) return removeLine(cart, key);
  return toCart(
    cart.items.map((item) => (item.key === key ? { ...item, quantity: capped(quantity) } : item)),
  );
}

export function removeLine(cart: CartState, key: string): CartState {
  return toCart(cart.items.filter((item) => item.key !== key));
}
