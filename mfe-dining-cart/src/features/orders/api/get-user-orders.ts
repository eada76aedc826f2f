import { http, type RequestOptions } from '@haveli/api-client';
import type { Order, OrdersResponse } from '@haveli/contracts';
import { useQuery } from '@haveli/query';
import { useLiveRefresh } from '@haveli/ui';

/** GET orders/user/{userId}: the guest's orders with their items, newest first. */
export async function getUserOrders(userId: string, { signal }: RequestOptions = {}): Promise<Order[]> {
  const { data } = await http.get<OrdersResponse>(`orders/user/${encodeURIComponent(userId)}`, { signal });
  return data.orders;
}

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
