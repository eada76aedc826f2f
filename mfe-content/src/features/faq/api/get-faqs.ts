import { getPaged, type RequestOptions } from '@haveli/api-client';
import { type Faq, PAGE_SIZE, type Paged, type PageQuery } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

export function getFaqs(query: PageQuery, options?: RequestOptions): Promise<Paged<Faq>> {
  return getPaged('web/faq/get_with_pagination', query, options);
}

/** SPEC §4: the FAQ is paged on the server and refetched on every page change, five a page. */
export function useFaqs(page: number) {
  const query = { page, limit: PAGE_SIZE.faq };
  return useQuery({
    queryKey: ['faqs', query],
    queryFn: ({ signal }) => getFaqs(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
