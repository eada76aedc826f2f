import type { FoodCategory, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

export function foodCategoriesRepository(db: Db) {
  return {
    list: (query: PageQuery) =>
      pagedQuery<FoodCategory>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM food_categories',
          rows: `SELECT c.id, c.name, (SELECT count(*)::int FROM food_items f WHERE f.food_cat_id = c.id) AS item_count
                 FROM food_categories c
                 ORDER BY c.position, c.id`,
        },
        query,
      ),
  };
}
