import { getUserFeedback } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

/** GET feedback/user/:id: everything the guest wrote, newest first, whatever its status. */
export function useUserFeedback(userId: string) {
  return useQuery({
    queryKey: ['feedback', 'user', userId],
    queryFn: ({ signal }) => getUserFeedback(userId, { signal }),
    select: (list) => list.data,
    staleTime: 0,
  });
}
