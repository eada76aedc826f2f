import { http, type RequestOptions } from '@haveli/api-client';
import { type FeedbackPage, PAGE_SIZE, type PageQuery } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';

/** Published feedback, newest first: `{ data, total, totalPages }`. */
export async function getFeedbackPage(
  query: PageQuery,
  { signal }: RequestOptions = {},
): Promise<FeedbackPage> {
  const { data } = await http.get<FeedbackPage>('feedback/get_with_pagination', { params: query, signal });
  return data;
}

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
