import { getFaqs } from '@haveli/api-client';
import { PAGE_SIZE } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** SPEC §4: the FAQ is paged on the server and refetched on every page change, five a page. */
export function useFaqs(page: number) {
  const query = { page, limit: PAGE_SIZE.faq };
  return useQuery({
    queryKey: ['faqs', query],
    queryFn: ({ signal }) => getFaqs(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
