import { getPaged, type RequestOptions } from '@haveli/api-client';
import { type FoodCategory, type Paged, type PageQuery } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';

export function getFoodCategories(query: PageQuery, options?: RequestOptions): Promise<Paged<FoodCategory>> {
  return getPaged('web/foodCategory/get_with_pagination', query, options);
}

/** Six to a page: two rows of the three-column grid. */
export const CATEGORIES_PAGE_SIZE = 6;

export const foodCategoriesQueryKey = (query: PageQuery) => ['food-categories', query] as const;

export function useFoodCategories(page: number) {
  const query = { page, limit: CATEGORIES_PAGE_SIZE };
  return useQuery({
    queryKey: foodCategoriesQueryKey(query),
    queryFn: ({ signal }) => getFoodCategories(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
