import { getPageBySlug } from '@haveli/api-client';
import { useQuery } from '@tanstack/react-query';

export function usePage(slug: string) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => getPageBySlug(slug, { signal }),
  });
}
