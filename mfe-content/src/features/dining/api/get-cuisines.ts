import { getCuisines } from '@haveli/api-client';
import { PAGE_SIZE } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** One page of cuisines (SPEC §9: five a page). */
export function useCuisines(page: number) {
  const query = { page, limit: PAGE_SIZE.cuisine };
  return useQuery({
    queryKey: ['cuisines', query],
    queryFn: ({ signal }) => getCuisines(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
