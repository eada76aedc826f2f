import { getPageBySlug } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

/** One blog post with its article (HTML). */
export function usePost(slug: string | undefined) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => getPageBySlug(slug as string, { signal }),
    enabled: Boolean(slug),
  });
}
