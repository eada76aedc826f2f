import type { DishWithOptions, FoodOptionGroup } from '@haveli/contracts';
import { HOTEL_DAY_SQL } from './paging';
import type { Db } from '../db/db';

/** The option groups of the dish `f`, with their values, in the menu's order, as one JSON array. */
export const OPTION_GROUPS_OF_DISH = `coalesce((
  SELECT json_agg(json_build_object(
      'id', g.id, 'name', g.name, 'min', g.min_choices, 'max', g.max_choices,
      'values', coalesce((
        SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'price', v.price) ORDER BY v.position, v.id)
        FROM food_option_values v WHERE v.group_id = g.id), '[]'::json)
    ) ORDER BY g.position, g.id)
  FROM food_option_groups g WHERE g.food_item_id = f.id), '[]'::json)`;

/** Whether the dish `f` is sold out on the hotel's day now (on the database's clock, as every write sets it). */
export const SOLD_OUT_TODAY = `coalesce(f.sold_out_on = ${HOTEL_DAY_SQL}, false)`;

export interface DishRow extends DishWithOptions {
  id: number;
  image: string;
  /** Whether the kitchen has run out of it today. */
  sold_out: boolean;
  option_groups: FoodOptionGroup[];
}

/** The dishes of these ids with their options, as today's menu has them. */
export async function dishesById(db: Db, ids: readonly number[]): Promise<Map<number, DishRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.query<DishRow>(
    `SELECT f.id, f.menu_title, f.price, f.image, ${SOLD_OUT_TODAY} AS sold_out,
            ${OPTION_GROUPS_OF_DISH} AS option_groups
     FROM food_items f WHERE f.id = ANY($1::int[])`,
    [unique],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
