import type { FoodItem, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { OPTION_GROUPS_OF_DISH, SOLD_OUT_TODAY } from './dish-options';
import { pagedQuery } from './paging';

const MATCHING = "($1::int IS NULL OR f.food_cat_id = $1) AND (NOT $2::boolean OR f.diet = 'veg')";

export function foodItemsRepository(db: Db) {
  return {
    list: (query: PageQuery, categoryId?: number, vegOnly = false) =>
      pagedQuery<FoodItem>(
        db,
        {
          count: `SELECT count(*)::int AS total FROM food_items f WHERE ${MATCHING}`,
          rows: `SELECT f.id, f.food_cat_id, c.name AS category, f.menu_title, f.food_item, f.image, f.price,
                   f.diet, f.spice_level, f.allergens, ${OPTION_GROUPS_OF_DISH} AS option_groups,
                   ${SOLD_OUT_TODAY} AS sold_out
                 FROM food_items f JOIN food_categories c ON c.id = f.food_cat_id
                 WHERE ${MATCHING}
                 ORDER BY f.id`,
          params: [categoryId ?? null, vegOnly],
        },
        query,
      ),
  };
}
