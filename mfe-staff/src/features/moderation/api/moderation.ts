import { http, type RequestOptions } from '@haveli/api-client';
import type {
  CommentStatus,
  FeedbackStatus,
  ModerationComment,
  ModerationCommentsResponse,
  ModerationFeedback,
  ModerationFeedbackResponse,
  ModerationSort,
  StaffListQuery,
} from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

export type ReviewKind = 'comments' | 'feedback';
export type CommentsQuery = StaffListQuery<CommentStatus, ModerationSort>;
export type FeedbackQuery = StaffListQuery<FeedbackStatus, ModerationSort>;

/** GET staff/moderation/comments: blog comments, pending first, searched and sorted, 20 a page. */
export async function getModerationComments(
  query: CommentsQuery,
  { signal }: RequestOptions = {},
): Promise<ModerationCommentsResponse> {
  const { data } = await http.get<ModerationCommentsResponse>('staff/moderation/comments', {
    params: query,
    signal,
  });
  return data;
}

/** GET staff/moderation/feedback: guest feedback, pending first, searched and sorted, 20 a page. */
export async function getModerationFeedback(
  query: FeedbackQuery,
  { signal }: RequestOptions = {},
): Promise<ModerationFeedbackResponse> {
  const { data } = await http.get<ModerationFeedbackResponse>('staff/moderation/feedback', {
    params: query,
    signal,
  });
  return data;
}

/** The list while `enabled` (its tab is open). */
export function useModerationComments(query: CommentsQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['staff', 'moderation', 'comments', query],
    queryFn: ({ signal }) => getModerationComments(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}

/** The list while `enabled` (its tab is open). */
export function useModerationFeedback(query: FeedbackQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['staff', 'moderation', 'feedback', query],
    queryFn: ({ signal }) => getModerationFeedback(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}

/** PUT blog-comments/{id} or feedback/{id}: approve (publish) or hide a review. */
export async function setReviewStatus(
  kind: ReviewKind,
  id: number,
  status: CommentStatus | FeedbackStatus,
): Promise<void> {
  await http.put(`${kind === 'comments' ? 'blog-comments' : 'feedback'}/${id}`, { status });
}

/** PUT staff/moderation/{kind}/{id}/reply, or DELETE it with no text: the hotel's public reply. */
export async function setReviewReply(
  kind: ReviewKind,
  id: number,
  text: string | null,
): Promise<ModerationComment | ModerationFeedback> {
  const url = `staff/moderation/${kind}/${id}/reply`;
  const { data } =
    text === null
      ? await http.delete<ModerationComment | ModerationFeedback>(url)
      : await http.put<ModerationComment | ModerationFeedback>(url, { text });
  return data;
}

export function useSetReviewStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      id,
      status,
    }: {
      kind: ReviewKind;
      id: number;
      status: CommentStatus | FeedbackStatus;
    }) => setReviewStatus(kind, id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'moderation'] }),
  });
}

export function useSetReviewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, text }: { kind: ReviewKind; id: number; text: string | null }) =>
      setReviewReply(kind, id, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'moderation'] }),
  });
}
