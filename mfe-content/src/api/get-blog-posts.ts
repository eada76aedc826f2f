import { getPagesByCategory } from '@haveli/api-client';
import type { BlogPost } from '@haveli/contracts';
import { useQuery } from '@tanstack/react-query';

/** Every blog post, newest first; SPEC §4: the blog pages through them on the client. */
export function useBlogPosts() {
  return useQuery({
    queryKey: ['pages', 'blog'],
    queryFn: ({ signal }) => getPagesByCategory<BlogPost>('blog', { signal }),
    select: (response) => response.page,
  });
}
