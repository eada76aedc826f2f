import { getOffers } from '@haveli/api-client';
import { PAGE_SIZE } from '@haveli/contracts';
import { useQuery } from '@tanstack/react-query';

/** One page of current offers (SPEC §9: five a page). */
export function useOffers(page = 1) {
  const query = { page, limit: PAGE_SIZE.offers };
  return useQuery({
    queryKey: ['offers', query],
    queryFn: ({ signal }) => getOffers(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
