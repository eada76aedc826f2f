import { cancelOrderByKitchen, getKitchenOrders, moveOrder } from '@haveli/api-client';
import type { OrderStatus } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

const KITCHEN_KEY = ['staff', 'orders'] as const;

/** The kitchen's queue, read again every few seconds so new orders appear without a reload. */
export function useKitchenOrders() {
  return useQuery({
    queryKey: KITCHEN_KEY,
    queryFn: ({ signal }) => getKitchenOrders({ signal }),
    refetchInterval: POLL_MS,
  });
}

/** Moves an order on, then reads the queue again (whatever the answer: another cook may have moved it). */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => moveOrder(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export function useCancelOrderByKitchen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => cancelOrderByKitchen(id, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
