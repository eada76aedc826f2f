import { http, type RequestOptions } from '@haveli/api-client';
import type {
  Order,
  OrderStatus,
  StaffDish,
  StaffOrder,
  StaffOrderPaid,
  StaffOrderPaymentRequest,
  StaffOrdersResponse,
} from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

// The back office's calls live with its screens (not in the shared api-client), so a release of this remote
// never waits for a new api-client in the shell: it uses the shared client's `http` alone.

/** GET staff/orders: the kitchen's queue, oldest first. */
export async function getKitchenOrders({ signal }: RequestOptions = {}): Promise<StaffOrder[]> {
  const { data } = await http.get<StaffOrdersResponse>('staff/orders', { signal });
  return data.orders;
}

/** PUT orders/{id}/status: the kitchen moves an order on. */
export async function moveOrder(id: number, status: OrderStatus): Promise<Order> {
  const { data } = await http.put<Order>(`orders/${id}/status`, { status });
  return data;
}

/** POST staff/orders/{id}/cancel: the kitchen cancels an order with a reason the guest is told. */
export async function cancelOrderByKitchen(id: number, reason: string): Promise<StaffOrder> {
  const { data } = await http.post<StaffOrder>(`staff/orders/${id}/cancel`, { reason });
  return data;
}

const KITCHEN_KEY = ['staff', 'orders'] as const;

/** The kitchen's queue, read again as soon as the API says it changed (app/live-queues.ts). */
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
    mutationFn: ({ id, reason }: { id: number; reason: string }) => cancelOrderByKitchen(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** POST staff/orders/{id}/payment: the order's total taken at the hotel; its GST tax invoice is issued. */
export async function takeOrderPayment(
  id: number,
  request: StaffOrderPaymentRequest,
): Promise<StaffOrderPaid> {
  const { data } = await http.post<StaffOrderPaid>(`staff/orders/${id}/payment`, request);
  return data;
}

export function useTakeOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: StaffOrderPaymentRequest }) =>
      takeOrderPayment(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** GET staff/dishes: the menu's dishes, each on sale or sold out today. */
export async function getStaffDishes({ signal }: RequestOptions = {}): Promise<StaffDish[]> {
  const { data } = await http.get<{ dishes: StaffDish[] }>('staff/dishes', { signal });
  return data.dishes;
}

/** PUT staff/dishes/{id}/sold-out: a dish sold out for the rest of the day, or back on sale. */
export async function setDishSoldOut(id: number, soldOut: boolean): Promise<StaffDish> {
  const { data } = await http.put<StaffDish>(`staff/dishes/${id}/sold-out`, { sold_out: soldOut });
  return data;
}

const DISHES_KEY = ['staff', 'dishes'] as const;

export function useStaffDishes() {
  return useQuery({ queryKey: DISHES_KEY, queryFn: ({ signal }) => getStaffDishes({ signal }) });
}

export function useSetDishSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, soldOut }: { id: number; soldOut: boolean }) => setDishSoldOut(id, soldOut),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISHES_KEY }),
  });
}

/** POST staff/orders/{id}/undo: the kitchen takes back its last move of an order, within a minute. */
export async function undoOrderMove(id: number): Promise<StaffOrder> {
  const { data } = await http.post<StaffOrder>(`staff/orders/${id}/undo`);
  return data;
}

export function useUndoOrderMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoOrderMove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** PUT staff/orders/{id}/items/{itemId}: one dish of a ticket ticked off as made, or back to make. */
export async function markOrderItem(id: number, itemId: number, done: boolean): Promise<StaffOrder> {
  const { data } = await http.put<StaffOrder>(`staff/orders/${id}/items/${itemId}`, { done });
  return data;
}

/**
 * Ticks a dish off: the ticket shows it at once (and puts it back if the API refuses), and the queue is read
 * again whatever the answer.
 */
export function useMarkOrderItem() {
  const queryClient = useQueryClient();
  const setOrders = (change: (orders: StaffOrder[]) => StaffOrder[]) =>
    queryClient.setQueryData<StaffOrder[]>(KITCHEN_KEY, (orders) => orders && change(orders));
  return useMutation({
    mutationFn: ({ id, itemId, done }: { id: number; itemId: number; done: boolean }) =>
      markOrderItem(id, itemId, done),
    onMutate: async ({ id, itemId, done }) => {
      await queryClient.cancelQueries({ queryKey: KITCHEN_KEY });
      const before = queryClient.getQueryData<StaffOrder[]>(KITCHEN_KEY);
      setOrders((orders) =>
        orders.map((order) =>
          order.id === id
            ? { ...order, items: order.items.map((item) => (item.id === itemId ? { ...item, done } : item)) }
            : order,
        ),
      );
      return { before };
    },
    onError: (_error, _marked, context) => queryClient.setQueryData(KITCHEN_KEY, context?.before),
    onSuccess: (order) => setOrders((orders) => orders.map((open) => (open.id === order.id ? order : open))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KITCHEN_KEY }),
  });
}
