import { getUserOrders } from '@haveli/api-client';
import { useQuery } from '@haveli/query';
import { useLiveRefresh } from '@haveli/ui';

export const userOrdersQueryKey = (userId: string) => ['orders', userId] as const;

/**
 * The guest's food orders, newest first; always fetched afresh, as an order may have just been placed, and
 * again when the kitchen moves one (a live event).
 */
export function useUserOrders(userId: string) {
  useLiveRefresh('order', [userOrdersQueryKey(userId)]);
  return useQuery({
    queryKey: userOrdersQueryKey(userId),
    queryFn: ({ signal }) => getUserOrders(userId, { signal }),
    staleTime: 0,
  });
}
