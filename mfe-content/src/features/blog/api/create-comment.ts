import { postBlogComment } from '@haveli/api-client';
import type { BlogCommentRequest } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** Sends a comment; it shows only after staff approve it, so the list is not refetched. */
export function useCreateComment(slug: string) {
  return useMutation({ mutationFn: (body: BlogCommentRequest) => postBlogComment(slug, body) });
}
