import type { FoodItem, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

export function foodItemsRepository(db: Db) {
  return {
    list: (query: PageQuery) =>
      pagedQuery<FoodItem>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM food_items',
          rows: `SELECT f.id, f.food_cat_id, c.name AS category, f.menu_title, f.food_item, f.image, f.price
                 FROM food_items f JOIN food_categories c ON c.id = f.food_cat_id
                 ORDER BY f.id`,
        },
        query,
      ),
  };
}
