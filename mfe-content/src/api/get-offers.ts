import { getPaged, type RequestOptions } from '@haveli/api-client';
import { type Offer, PAGE_SIZE, type Paged, type PageQuery } from '@haveli/contracts';
import { queryOptions, useQuery } from '@haveli/query';

export function getOffers(query: PageQuery, options?: RequestOptions): Promise<Paged<Offer>> {
  return getPaged('web/offer/get_with_pagination', query, options);
}

/** One page of current offers (SPEC §9: five a page). */
export function offersQuery(page = 1) {
  const query = { page, limit: PAGE_SIZE.offers };
  return queryOptions({
    queryKey: ['offers', query],
    queryFn: ({ signal }) => getOffers(query, { signal }),
  });
}

export function useOffers(page = 1) {
  return useQuery({ ...offersQuery(page), placeholderData: (previous) => previous });
}
