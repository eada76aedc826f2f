import assert from 'node:assert/strict';
import { type Order, orderSchema } from '@haveli/contracts';
import type { App } from '../../src/app';
import type { SignedInAccount } from './guest-accounts';

/** The id of a dish of the seeded menu, by its name on the menu. */
export async function dishId(app: App, title: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>('SELECT id FROM food_items WHERE menu_title = $1', [
    title,
  ]);
  assert.ok(row, `${title} is on the seeded menu`);
  return row.id;
}

/** The guest's order of `quantity` of a dish, through their cart and the order route as the site places it. */
export async function placeOrder(
  app: App,
  guest: SignedInAccount,
  { dish, quantity = 1, request = {} }: { dish: number; quantity?: number; request?: object },
): Promise<Order> {
  const headers = { authorization: guest.authorization };
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/create',
    headers,
    payload: { product_id: dish, quantity },
  });
  assert.equal(added.statusCode, 201, added.body);
  const placed = await app.inject({ method: 'POST', url: '/api/orders', headers, payload: request });
  assert.equal(placed.statusCode, 201, placed.body);
  return orderSchema.parse(placed.json());
}

/** The kitchen (`account`) moves an order on through each of `statuses` in turn. */
export async function moveOrder(app: App, account: SignedInAccount, order: Order, ...statuses: string[]) {
  for (const status of statuses) {
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/status`,
      headers: { authorization: account.authorization },
      payload: { status },
    });
    assert.equal(moved.statusCode, 200, moved.body);
  }
}
