import { getFoodItems } from '@haveli/api-client';
import { PAGE_SIZE, type PageQuery } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const foodItemsQueryKey = (query: PageQuery) => ['food-items', query] as const;

/** One page of the menu (SPEC §9: five items a page); the previous page stays on screen while the next loads. */
export function useFoodItems(page: number) {
  const query = { page, limit: PAGE_SIZE.menu };
  return useQuery({
    queryKey: foodItemsQueryKey(query),
    queryFn: ({ signal }) => getFoodItems(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
