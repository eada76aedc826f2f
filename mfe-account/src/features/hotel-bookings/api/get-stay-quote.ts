import type { StayQuoteQuery } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';
import { getStayQuote } from './stays';

/** GET stays/quote: asked again as soon as the stay changes; the last price stays on screen meanwhile. */
export function useStayQuote(query: StayQuoteQuery | null) {
  return useQuery({
    queryKey: ['stay-quote', query],
    queryFn: ({ signal }) => getStayQuote(query as StayQuoteQuery, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
