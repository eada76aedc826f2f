import { cart$, getCart, publishCart } from '@haveli/event-bus';
import { useStream } from '@haveli/ui';
import { addLine, EMPTY_CART, removeLine, setQuantity, updateLine, type CartLineInput } from './cart-store';

/**
 * Changes to the cart on the bus, the single source of truth. Each starts from the bus's current cart,
 * not a rendered copy, so a change made meanwhile by another app or tab is never overwritten.
 */
const cartActions = {
  addItem: (line: CartLineInput) => publishCart(addLine(getCart(), line)),
  updateItem: (key: string, line: CartLineInput) => publishCart(updateLine(getCart(), key, line)),
  setItemQuantity: (key: string, quantity: number) => publishCart(setQuantity(getCart(), key, quantity)),
  removeItem: (key: string) => publishCart(removeLine(getCart(), key)),
  emptyCart: () => publishCart(EMPTY_CART),
};

/** The guest's cart, live from the bus, and the ways to change it. */
export function useCart() {
  const cart = useStream(cart$, getCart);
  return { cart, ...cartActions };
}
