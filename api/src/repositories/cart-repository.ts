import {
  CART_ITEM_STATUS,
  chosenOptions,
  choiceProblem,
  dishUnitPrice,
  MAX_LINE_QUANTITY,
  type CartItem,
  type CartItemInput,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { badRequest, unauthorized } from '../lib/http-errors';
import { dishesById, type DishRow } from './dish-options';

/** A dish with its choices, as the routes hand it over once the contracts' schema has checked it. */
export type CartChoice = CartItemInput;

/** A line as the cart keeps it: the dish and the sorted ids of its chosen option values. */
interface CartLineRow {
  product_id: number;
  option_ids: number[];
  quantity: number;
}

interface StoredLine extends CartLineRow {
  id: number;
  user_id: number;
  status: string;
}

/** The server's line: priced from today's menu, never at a price a client sent. */
export function pricedLine(line: StoredLine, dish: DishRow): CartItem {
  const choices = chosenOptions(dish, line.option_ids);
  const single = new Set(dish.option_groups.filter((group) => group.max === 1).map((group) => group.name));
  return {
    id: line.id,
    user_id: line.user_id,
    product_id: line.product_id,
    name: dish.menu_title,
    image: dish.image,
    options: line.option_ids,
    choices,
    variant: choices
      .filter((choice) => single.has(choice.group))
      .map((choice) => choice.name)
      .join(', '),
    addons: choices.filter((choice) => !single.has(choice.group)).map((choice) => choice.name),
    quantity: line.quantity,
    price: dishUnitPrice(dish, line.option_ids),
    status: line.status,
  };
}

/**
 * The option ids a line asks for. A line saved before options belonged to dishes names them: the dish's
 * values of those names, and the first value of a required group it names none of.
 */
function optionIdsOf(line: CartChoice, dish: DishRow): number[] {
  if (line.options) return line.options;
  const names = new Set([line.variant ?? 'Small', ...(line.addons ?? [])]);
  return dish.option_groups.flatMap((group) => {
    const named = group.values.filter((value) => names.has(value.name)).slice(0, group.max);
    const chosen = named.length >= group.min ? named : group.values.slice(0, group.min);
    return chosen.map((value) => value.id);
  });
}

/** Checks each line against its dish: on the menu, and choices its option groups allow. */
async function checkedLines(tx: Db, lines: readonly CartChoice[]): Promise<CartLineRow[]> {
  const dishes = await dishesById(
    tx,
    lines.map((line) => line.product_id),
  );
  return lines.map((line) => {
    const dish = dishes.get(line.product_id);
    if (!dish) throw badRequest(`Product ${line.product_id} is not on the menu.`);
    const optionIds = optionIdsOf(line, dish);
    const problem = choiceProblem(dish, optionIds);
    if (problem) throw badRequest(problem);
    return {
      product_id: line.product_id,
      option_ids: [...optionIds].sort((a, b) => a - b),
      quantity: line.quantity,
    };
  });
}

/** One line per choice: lines with the same choices add up, to the most a line holds. */
function combine(lines: readonly CartLineRow[]): CartLineRow[] {
  const combined = new Map<string, CartLineRow>();
  for (const line of lines) {
    const key = `${line.product_id}:${line.option_ids.join('+')}`;
    const quantity = Math.min(MAX_LINE_QUANTITY, (combined.get(key)?.quantity ?? 0) + line.quantity);
    combined.set(key, { ...line, quantity });
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

/** Adds the lines to the cart: an existing line with the same choices gains their quantity (capped). */
async function addLines(tx: Db, userId: number, lines: readonly CartLineRow[]): Promise<void> {
  const rows = combine(lines);
  if (rows.length === 0) return;
  const params: unknown[] = [userId, CART_ITEM_STATUS];
  const values = rows.map((line) => {
    params.push(line.product_id, line.option_ids, line.quantity);
    const at = params.length;
    return `($1, $${at - 2}, $${at - 1}::int[], $${at}, $2)`;
  });
  await tx.query(
    `INSERT INTO cart_items (user_id, product_id, option_ids, quantity, status)
     VALUES ${values.join(', ')}
     ON CONFLICT (user_id, product_id, option_ids) DO UPDATE
       SET quantity = least(${MAX_LINE_QUANTITY}, cart_items.quantity + EXCLUDED.quantity), updated_at = now()`,
    params,
  );
}

export function cartRepository(db: Db) {
  const list = async (userId: number): Promise<CartItem[]> => {
    const lines = await db.query<StoredLine>(
      `SELECT id, user_id, product_id, option_ids, quantity, status FROM cart_items WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    const dishes = await dishesById(
      db,
      lines.map((line) => line.product_id),
    );
    return lines.flatMap((line) => {
      const dish = dishes.get(line.product_id);
      return dish ? [pricedLine(line, dish)] : [];
    });
  };

  /** Checks the dishes and choices, changes the cart with `change`, and answers with the whole cart, all at once. */
  const update = (
    userId: number,
    lines: readonly CartChoice[],
    change: (tx: Db, checked: CartLineRow[]) => Promise<void>,
  ) =>
    withCartLocked(db, userId, async (tx) => {
      await change(tx, await checkedLines(tx, lines));
      return cartRepository(tx).list(userId);
    });

  return {
    list,

    /** `cart/create` and the login merge: lines with the same choices as a line in the cart add up. */
    add: (userId: number, lines: readonly CartChoice[]) =>
      update(userId, lines, (tx, checked) => addLines(tx, userId, checked)),

    /** The cart becomes exactly `lines` (the browser's cart, pushed while the guest is signed in). */
    replace: (userId: number, lines: readonly CartChoice[]) =>
      update(userId, lines, async (tx, checked) => {
        await tx.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
        await addLines(tx, userId, checked);
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
