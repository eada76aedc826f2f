import { getBlogComments } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

export const commentsQueryKey = (slug: string) => ['blog-comments', slug] as const;

/** The approved comments of a post. */
export function useComments(slug: string) {
  return useQuery({
    queryKey: commentsQueryKey(slug),
    queryFn: ({ signal }) => getBlogComments(slug, { signal }),
  });
}
