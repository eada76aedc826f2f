import { getPaged, type RequestOptions } from '@haveli/api-client';
import {
  type FoodItem,
  type FoodItemListFilter,
  PAGE_SIZE,
  type Paged,
  type PageQuery,
} from '@haveli/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@haveli/query';

/** One page of the menu; with `category`, only that category's dishes. */
export function getFoodItems(
  query: PageQuery & FoodItemListFilter,
  options?: RequestOptions,
): Promise<Paged<FoodItem>> {
  return getPaged('web/foodItem/get_with_pagination', query, options);
}

export const foodItemsQueryKey = (query: PageQuery & FoodItemListFilter) => ['food-items', query] as const;

/**
 * One page of the menu (SPEC §9: five items a page), or of one category's dishes, or of the vegetarian
 * ones; the previous page stays on screen while the next loads.
 */
export function foodItemsQuery(page: number, category?: number, vegOnly = false) {
  const query = {
    page,
    limit: PAGE_SIZE.menu,
    ...(category ? { category } : {}),
    ...(vegOnly ? { veg: true } : {}),
  };
  return queryOptions({
    queryKey: foodItemsQueryKey(query),
    queryFn: ({ signal }) => getFoodItems(query, { signal }),
  });
}

export function useFoodItems(page: number, category?: number, vegOnly = false) {
  return useQuery({ ...foodItemsQuery(page, category, vegOnly), placeholderData: keepPreviousData });
}
