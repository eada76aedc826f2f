import type { CartItemInput, CartResponse } from '@haveli/contracts';
import { http, type RequestOptions } from './http';
import { postOnce } from './idempotent';

/** GET cart/user/{userId}: the guest's server cart, priced from the menu. */
export async function getServerCart(userId: string, { signal }: RequestOptions = {}): Promise<CartResponse> {
  const { data } = await http.get<CartResponse>(`cart/user/${encodeURIComponent(userId)}`, { signal });
  return data;
}

/**
 * POST cart/merge: adds the browser's cart to the server cart at login (same choices add up). Merged once,
 * even when the connection drops before the answer (see `postOnce`): quantities never double.
 */
export async function mergeCart(items: CartItemInput[]): Promise<CartResponse> {
  const { data } = await postOnce<CartResponse>('cart/merge', { items });
  return data;
}

/** PUT cart/user/{userId}: the server cart becomes exactly `items`. */
export async function replaceCart(userId: string, items: CartItemInput[]): Promise<CartResponse> {
  const { data } = await http.put<CartResponse>(`cart/user/${encodeURIComponent(userId)}`, { items });
  return data;
}
