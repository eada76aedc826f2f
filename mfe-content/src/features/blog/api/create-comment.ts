import { http } from '@haveli/api-client';
import type { BlogCommentCreated, BlogCommentRequest } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** Stores the comment for staff to approve; the answer says it awaits approval. */
export async function postBlogComment(slug: string, body: BlogCommentRequest): Promise<BlogCommentCreated> {
  const { data } = await http.post<BlogCommentCreated>(`web/blog/${encodeURIComponent(slug)}/comments`, body);
  return data;
}

/** Sends a comment; it shows only after staff approve it, so the list is not refetched. */
export function useCreateComment(slug: string) {
  return useMutation({ mutationFn: (body: BlogCommentRequest) => postBlogComment(slug, body) });
}
