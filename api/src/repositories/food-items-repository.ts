import type { FoodItem, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

const IN_CATEGORY = '($1::int IS NULL OR f.food_cat_id = $1)';

export function foodItemsRepository(db: Db) {
  return {
    list: (query: PageQuery, categoryId?: number) =>
      pagedQuery<FoodItem>(
        db,
        {
          count: `SELECT count(*)::int AS total FROM food_items f WHERE ${IN_CATEGORY}`,
          rows: `SELECT f.id, f.food_cat_id, c.name AS category, f.menu_title, f.food_item, f.image, f.price
                 FROM food_items f JOIN food_categories c ON c.id = f.food_cat_id
                 WHERE ${IN_CATEGORY}
                 ORDER BY f.id`,
          params: [categoryId ?? null],
        },
        query,
      ),
  };
}
