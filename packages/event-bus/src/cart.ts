import { STORAGE_KEYS, type CartLine, type CartState } from '@haveli/contracts';
import type { Observable } from 'rxjs';
import { createSharedState, type PublishOptions } from './shared-state';

const EMPTY_CART: CartState = { items: [], count: 0, total: 0 };

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.key === 'string' &&
    typeof line.productId === 'number' &&
    typeof line.name === 'string' &&
    typeof line.variant === 'string' &&
    Array.isArray(line.addons) &&
    line.addons.every((addon) => typeof addon === 'string') &&
    (line.options === undefined ||
      (Array.isArray(line.options) && line.options.every((id) => Number.isInteger(id)))) &&
    typeof line.unitPrice === 'number' &&
    Number.isFinite(line.unitPrice) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0
  );
}

/**
 * The cart a visitor filled in an earlier visit (SPEC §9: browser storage key `cart`), so the header's
 * badge is right on any page, before the dining remote has even loaded. Anything unreadable is dropped.
 */
function readStoredCart(): CartState {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEYS.cart) ?? '[]');
    const items = Array.isArray(stored) ? stored.filter(isCartLine) : [];
    return {
      items,
      count: items.reduce((sum, line) => sum + line.quantity, 0),
      total: items.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
    };
  } catch {
    return EMPTY_CART;
  }
}

function storeCart(state: CartState): void {
  try {
    if (state.items.length === 0) globalThis.localStorage?.removeItem(STORAGE_KEYS.cart);
    else globalThis.localStorage?.setItem(STORAGE_KEYS.cart, JSON.stringify(state.items));
  } catch {
    // Storage full or disabled (private mode): the cart still lives for this page.
  }
}

const cart = createSharedState('cart', readStoredCart());
cart.stream$.subscribe(storeCart);

/** The guest's cart; replays the latest state to late subscribers and outlives the page. */
export const cart$: Observable<CartState> = cart.stream$;
export const getCart = (): CartState => cart.get();
export const publishCart = (state: CartState, options?: PublishOptions): void => cart.publish(state, options);
