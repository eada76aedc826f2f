import { getAvailability } from '@haveli/api-client';
import type { AvailabilityQuery } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** Free rooms and the price of the stay for each room type; idle until a search is made. */
export function useAvailability(search: AvailabilityQuery | null) {
  return useQuery({
    queryKey: ['availability', search],
    queryFn: ({ signal }) => getAvailability(search as AvailabilityQuery, { signal }),
    enabled: search !== null,
    staleTime: 0,
  });
}
