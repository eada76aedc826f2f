import { getAvailability } from '@haveli/api-client';
import type { AvailabilityQuery } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';

/** GET availability for a stay; asked only once the dates make a valid stay. */
export function useAvailability(query: AvailabilityQuery | null) {
  return useQuery({
    queryKey: ['availability', query],
    queryFn: ({ signal }) => getAvailability(query as AvailabilityQuery, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
