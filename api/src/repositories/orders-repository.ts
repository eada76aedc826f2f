import { ORDER_PLACED_STATUS, type Order } from '@haveli/contracts';
import type { Db } from '../db/db';
import { cartRepository, withCartLocked } from './cart-repository';
import { isoTimestamp } from './paging';

/** Orders with their items, newest first; `WHERE` narrows them. */
const ordersWhere = (where: string) => `
  SELECT o.id, o.user_id, o.total, o.status, ${isoTimestamp('o.created_at')} AS created_at,
    coalesce(
      (SELECT json_agg(json_build_object(
          'product_id', i.product_id, 'name', i.name, 'variant', i.variant, 'addons', i.addons,
          'quantity', i.quantity, 'unit_price', i.unit_price, 'line_total', i.unit_price * i.quantity
        ) ORDER BY i.id)
       FROM order_items i WHERE i.order_id = o.id),
      '[]'::json
    ) AS items
  FROM orders o
  WHERE ${where}
  ORDER BY o.created_at DESC, o.id DESC`;

export function ordersRepository(db: Db) {
  const findById = async (id: number): Promise<Order | undefined> =>
    (await db.query<Order>(ordersWhere('o.id = $1'), [id]))[0];

  return {
    findById,

    listByUser: (userId: number) => db.query<Order>(ordersWhere('o.user_id = $1'), [userId]),

    /**
     * Turns the guest's cart into an order priced from the menu, and empties the cart, in one transaction
     * that holds the guest's lock: two checkouts of one cart make one order. Null when the cart is empty.
     */
    placeFromCart: (userId: number): Promise<Order | null> =>
      withCartLocked(db, userId, async (tx) => {
        const cart = await cartRepository(tx).list(userId);
        if (cart.length === 0) return null;
        const total = cart.reduce((sum, item) => sum + item.price * item.quantity, 0);
        const [order] = await tx.query<{ id: number }>(
          'INSERT INTO orders (user_id, total, status) VALUES ($1, $2, $3) RETURNING id',
          [userId, total, ORDER_PLACED_STATUS],
        );
        if (!order) throw new Error('The order was not saved');
        const params: unknown[] = [order.id];
        const values = cart.map((item) => {
          params.push(item.product_id, item.name, item.variant, item.addons, item.quantity, item.price);
          const at = params.length;
          return `($1, $${at - 5}, $${at - 4}, $${at - 3}, $${at - 2}::text[], $${at - 1}, $${at})`;
        });
        await tx.query(
          `INSERT INTO order_items (order_id, product_id, name, variant, addons, quantity, unit_price)
           VALUES ${values.join(', ')}`,
          params,
        );
        await tx.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
        return (await ordersRepository(tx).findById(order.id)) ?? null;
      }),
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
