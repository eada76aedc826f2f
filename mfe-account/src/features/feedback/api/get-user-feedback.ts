import { http, type RequestOptions } from '@haveli/api-client';
import type { FeedbackList } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** Everything a guest has written, whatever its status. */
export async function getUserFeedback(
  userId: string | number,
  { signal }: RequestOptions = {},
): Promise<FeedbackList> {
  const { data } = await http.get<FeedbackList>(`feedback/user/${encodeURIComponent(userId)}`, { signal });
  return data;
}

/** GET feedback/user/:id: everything the guest wrote, newest first, whatever its status. */
export function useUserFeedback(userId: string) {
  return useQuery({
    queryKey: ['feedback', 'user', userId],
    queryFn: ({ signal }) => getUserFeedback(userId, { signal }),
    select: (list) => list.data,
    staleTime: 0,
  });
}
