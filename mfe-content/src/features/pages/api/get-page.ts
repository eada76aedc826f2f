import { getPageBySlug } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

export function usePage(slug: string) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => getPageBySlug(slug, { signal }),
  });
}
