import { useQuery } from '@haveli/query';
import { getPageBySlug } from '../../../api/get-page-by-slug';

export function usePage(slug: string) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => getPageBySlug(slug, { signal }),
  });
}
