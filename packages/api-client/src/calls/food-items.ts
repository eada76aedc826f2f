import type { FoodItem, FoodItemListFilter, PageQuery, Paged } from '@haveli/contracts';
import type { RequestOptions } from '../http';
import { getPaged } from './get-paged';

/** One page of the menu; with `category`, only that category's dishes. */
export function getFoodItems(
  query: PageQuery & FoodItemListFilter,
  options?: RequestOptions,
): Promise<Paged<FoodItem>> {
  return getPaged('web/foodItem/get_with_pagination', query, options);
}
