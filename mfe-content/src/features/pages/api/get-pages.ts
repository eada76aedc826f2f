import { http, type RequestOptions } from '@haveli/api-client';
import { type Page, PAGE_SIZE, type PageCategory, type Paged, type PageQuery } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** SPEC §7 web/page/get_with_pagination, optionally only the pages of one category. */
export async function getPages(
  query: PageQuery & { category?: PageCategory },
  { signal }: RequestOptions = {},
): Promise<Paged<Page>> {
  const { data } = await http.get<Paged<Page>>('web/page/get_with_pagination', { params: query, signal });
  return data;
}

/** One page of the site's information pages (privacy policy, terms…), five a page (SPEC §9). */
export function useCmsPages(page: number) {
  const query = { page, limit: PAGE_SIZE.pages, category: 'cms' as const };
  return useQuery({
    queryKey: ['pages', query],
    queryFn: ({ signal }) => getPages(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
