import { getFeedbackPage } from '@haveli/api-client';
import { PAGE_SIZE } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';

/** SPEC §7 feedback/get_with_pagination, three a page, fetched again on every page change. */
export function useFeedbackPage(page: number) {
  const query = { page, limit: PAGE_SIZE.feedback };
  return useQuery({
    queryKey: ['feedback', 'page', query],
    queryFn: ({ signal }) => getFeedbackPage(query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
