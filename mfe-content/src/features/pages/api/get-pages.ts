import { getPages } from '@haveli/api-client';
import { PAGE_SIZE } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** One page of the site's information pages (privacy policy, terms…), five a page (SPEC §9). */
export function useCmsPages(page: number) {
  const query = { page, limit: PAGE_SIZE.pages, category: 'cms' as const };
  return useQuery({
    queryKey: ['pages', query],
    queryFn: ({ signal }) => getPages(query, { signal }),
    placeholderData: (previous) => previous,
  });
}
