import { getUserOrders } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

export const userOrdersQueryKey = (userId: string) => ['orders', userId] as const;

/** The guest's food orders, newest first; always fetched afresh, as an order may have just been placed. */
export function useUserOrders(userId: string) {
  return useQuery({
    queryKey: userOrdersQueryKey(userId),
    queryFn: ({ signal }) => getUserOrders(userId, { signal }),
    staleTime: 0,
  });
}
