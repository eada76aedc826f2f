import type {
  FeedbackList,
  FeedbackPage,
  FeedbackRequest,
  FeedbackResponse,
  PageQuery,
} from '@haveli/contracts';
import { http, type RequestOptions } from '../http';

/** Signed-in guests' feedback is linked to their account (the client sends their token when it has one). */
export async function submitFeedback(body: FeedbackRequest): Promise<FeedbackResponse> {
  const { data } = await http.post<FeedbackResponse>('feedback/submit', body);
  return data;
}

/** Published feedback, newest first: `{ data, total, totalPages }`. */
export async function getFeedbackPage(
  query: PageQuery,
  { signal }: RequestOptions = {},
): Promise<FeedbackPage> {
  const { data } = await http.get<FeedbackPage>('feedback/get_with_pagination', { params: query, signal });
  return data;
}

/** Everything a guest has written, whatever its status. */
export async function getUserFeedback(
  userId: string | number,
  { signal }: RequestOptions = {},
): Promise<FeedbackList> {
  const { data } = await http.get<FeedbackList>(`feedback/user/${encodeURIComponent(userId)}`, { signal });
  return data;
}
