import type { FoodCategory, PageQuery, Paged } from '@haveli/contracts';
import type { RequestOptions } from '../http';
import { getPaged } from './get-paged';

export function getFoodCategories(query: PageQuery, options?: RequestOptions): Promise<Paged<FoodCategory>> {
  return getPaged('web/foodCategory/get_with_pagination', query, options);
}
