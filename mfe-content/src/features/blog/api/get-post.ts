import { useQuery } from '@haveli/query';
import { getPageBySlug } from '../../../api/get-page-by-slug';

/** One blog post with its article (HTML). */
export function usePost(slug: string | undefined) {
  return useQuery({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => getPageBySlug(slug as string, { signal }),
    enabled: Boolean(slug),
  });
}
