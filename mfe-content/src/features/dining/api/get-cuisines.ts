import { getPaged, type RequestOptions } from '@haveli/api-client';
import { type Cuisine, PAGE_SIZE, type Paged, type PageQuery } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

export function getCuisines(query: PageQuery, options?: RequestOptions): Promise<Paged<Cuisine>> {
  return getPaged('web/cuisine/get_with_pagination', query, options);
}

/** One page of cuisines (SPEC §9: five a page). */
export function useCuisines(page: number) {
  const query = { page, limit: PAGE_SIZE.cuisine };
  return useQuery({
    queryKey: ['cuisines', query],
    queryFn: ({ signal }) => getCuisines(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
