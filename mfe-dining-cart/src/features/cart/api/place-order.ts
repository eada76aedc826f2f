import { flushCartSync, postOnce } from '@haveli/api-client';
import type { Order, PlaceOrderRequest } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';

/**
 * POST orders: the server cart becomes an order to where and when the guest chose, priced by the API with
 * GST; the server cart is emptied. Placed once, even when the guest's connection drops before the answer
 * (see `postOnce`).
 */
export async function placeOrder(request: PlaceOrderRequest = {}): Promise<Order> {
  const { data } = await postOnce<Order>('orders', request);
  return data;
}

/**
 * POST orders. The API makes the order of the server cart, so the cart on screen is saved there first:
 * the guest is charged for exactly what they confirmed, at the API's prices, and it checks where and when.
 */
async function placeOrderOfCart(request: PlaceOrderRequest) {
  await flushCartSync();
  return placeOrder(request);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrderOfCart,
    // The orders screens list the new order on their next visit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
