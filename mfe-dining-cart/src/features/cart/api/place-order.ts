import { flushCartSync, placeOrder } from '@haveli/api-client';
import type { PlaceOrderRequest } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';

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
