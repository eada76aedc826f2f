import { http, type RequestOptions } from '@haveli/api-client';
import type { AvailabilityQuery, AvailabilityResponse } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** Free rooms and prices of every room type for a stay (public). */
export async function getAvailability(
  query: AvailabilityQuery,
  { signal }: RequestOptions = {},
): Promise<AvailabilityResponse> {
  const { data } = await http.get<AvailabilityResponse>('availability', { params: query, signal });
  return data;
}

/** Free rooms and the price of the stay for each room type; idle until a search is made. */
export function useAvailability(search: AvailabilityQuery | null) {
  return useQuery({
    queryKey: ['availability', search],
    queryFn: ({ signal }) => getAvailability(search as AvailabilityQuery, { signal }),
    enabled: search !== null,
    staleTime: 0,
  });
}
