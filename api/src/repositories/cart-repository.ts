import {
  CART_ITEM_STATUS,
  foodUnitPrice,
  MAX_LINE_QUANTITY,
  type CartItem,
  type FoodAddonName,
  type FoodVariantName,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { badRequest, unauthorized } from '../lib/http-errors';

/** A dish with its choices, as the routes hand it over once the contracts' schema has checked it. */
export interface CartChoice {
  product_id: number;
  quantity: number;
  variant: FoodVariantName;
  addons: FoodAddonName[];
}

interface CartRow extends Omit<CartItem, 'price'> {
  base_price: number;
}

const CART_OF_USER = `SELECT c.id, c.user_id, c.product_id, f.menu_title AS name, f.image, c.variant, c.addons,
    c.quantity, f.price AS base_price, c.status
  FROM cart_items c JOIN food_items f ON f.id = c.product_id
  WHERE c.user_id = $1
  ORDER BY c.id`;

/** The server's price for one unit, from today's menu: never a price a client sent. */
const priced = ({ base_price, ...row }: CartRow): CartItem => ({
  ...row,
  price: foodUnitPrice(base_price, row.variant as FoodVariantName, row.addons as FoodAddonName[]),
});

const keyOf = (line: CartChoice) => `${line.product_id}:${line.variant}:${line.addons.join('+')}`;

/** Sorted addons, and one line per choice: lines with the same choices add up, to the most a line holds. */
function combine(lines: readonly CartChoice[]): CartChoice[] {
  const combined = new Map<string, CartChoice>();
  for (const line of lines) {
    const sorted = { ...line, addons: [...new Set(line.addons)].sort() };
    const twin = combined.get(keyOf(sorted));
    const quantity = Math.min(MAX_LINE_QUANTITY, (twin?.quantity ?? 0) + sorted.quantity);
    combined.set(keyOf(sorted), { ...sorted, quantity });
  }
  return [...combined.values()];
}

/**
 * Runs `fn` in one transaction holding the guest's row lock, so that the changes to one guest's cart and
 * their checkouts happen one after the other, even from several API processes.
 */
export function withCartLocked<T>(db: Db, userId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (!user) throw unauthorized('This account no longer exists.');
    return fn(tx);
  });
}

async function assertOnMenu(tx: Db, lines: readonly CartChoice[]): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.product_id))];
  if (ids.length === 0) return;
  const found = await tx.query<{ id: number }>('SELECT id FROM food_items WHERE id = ANY($1::int[])', [ids]);
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`Product ${unknown} is not on the menu.`);
}

/** Adds the lines to the cart: an existing line with the same choices gains their quantity (capped). */
async function addLines(tx: Db, userId: number, lines: readonly CartChoice[]): Promise<void> {
  const rows = combine(lines);
  if (rows.length === 0) return;
  const params: unknown[] = [userId, CART_ITEM_STATUS];
  const values = rows.map((line) => {
    params.push(line.product_id, line.variant, line.addons, line.quantity);
    const at = params.length;
    return `($1, $${at - 3}, $${at - 2}, $${at - 1}::text[], $${at}, $2)`;
  });
  await tx.query(
    `INSERT INTO cart_items (user_id, product_id, variant, addons, quantity, status)
     VALUES ${values.join(', ')}
     ON CONFLICT (user_id, product_id, variant, addons) DO UPDATE
       SET quantity = least(${MAX_LINE_QUANTITY}, cart_items.quantity + EXCLUDED.quantity), updated_at = now()`,
    params,
  );
}

export function cartRepository(db: Db) {
  const list = async (userId: number): Promise<CartItem[]> =>
    (await db.query<CartRow>(CART_OF_USER, [userId])).map(priced);

  /** Checks the dishes, changes the cart with `change`, and answers with the whole cart, all at once. */
  const update = (userId: number, lines: readonly CartChoice[], change: (tx: Db) => Promise<void>) =>
    withCartLocked(db, userId, async (tx) => {
      await assertOnMenu(tx, lines);
      await change(tx);
      return cartRepository(tx).list(userId);
    });

  return {
    list,

    /** `cart/create` and the login merge: lines with the same choices as a line in the cart add up. */
    add: (userId: number, lines: readonly CartChoice[]) =>
      update(userId, lines, (tx) => addLines(tx, userId, lines)),

    /** The cart becomes exactly `lines` (the browser's cart, pushed while the guest is signed in). */
    replace: (userId: number, lines: readonly CartChoice[]) =>
      update(userId, lines, async (tx) => {
        await tx.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
        await addLines(tx, userId, lines);
      }),

    /** A new quantity for one of the guest's lines (0 removes it); null when the line is not theirs. */
    setQuantity: (userId: number, itemId: number, quantity: number) =>
      withCartLocked(db, userId, async (tx) => {
        const changed =
          quantity === 0
            ? await tx.query('DELETE FROM cart_items WHERE id = $1 AND user_id = $2 RETURNING id', [
                itemId,
                userId,
              ])
            : await tx.query(
                `UPDATE cart_items SET quantity = $3, updated_at = now()
                 WHERE id = $1 AND user_id = $2 RETURNING id`,
                [itemId, userId, quantity],
              );
        return changed.length > 0 ? cartRepository(tx).list(userId) : null;
      }),
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
