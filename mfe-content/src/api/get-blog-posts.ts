import type { BlogPost } from '@haveli/contracts';
import { queryOptions, useQuery } from '@haveli/query';
import { getPagesByCategory } from './get-pages-by-category';

/** Every blog post, newest first; SPEC §4: the blog pages through them on the client. */
export function blogPostsQuery() {
  return queryOptions({
    queryKey: ['pages', 'blog'],
    queryFn: ({ signal }) => getPagesByCategory<BlogPost>('blog', { signal }),
  });
}

export function useBlogPosts() {
  return useQuery({ ...blogPostsQuery(), select: (response) => response.page });
}
