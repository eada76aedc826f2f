import { http, type RequestOptions } from '@haveli/api-client';
import type { BlogComment, Paged } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** The approved comments of a blog post. */
export async function getBlogComments(
  slug: string,
  { signal }: RequestOptions = {},
): Promise<Paged<BlogComment>> {
  const { data } = await http.get<Paged<BlogComment>>(`web/blog/${encodeURIComponent(slug)}/comments`, {
    signal,
  });
  return data;
}

export const commentsQueryKey = (slug: string) => ['blog-comments', slug] as const;

/** The approved comments of a post. */
export function useComments(slug: string) {
  return useQuery({
    queryKey: commentsQueryKey(slug),
    queryFn: ({ signal }) => getBlogComments(slug, { signal }),
  });
}
