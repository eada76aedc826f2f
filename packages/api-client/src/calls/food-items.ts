import type { FoodItem, PageQuery, Paged } from '@haveli/contracts';
import type { RequestOptions } from '../http';
import { getPaged } from './get-paged';

export function getFoodItems(query: PageQuery, options?: RequestOptions): Promise<Paged<FoodItem>> {
  return getPaged('web/foodItem/get_with_pagination', query, options);
}
