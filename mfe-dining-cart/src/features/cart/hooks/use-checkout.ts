import type { PlaceOrderRequest } from '@haveli/contracts';
import { auth$, getAuth, showToast } from '@haveli/event-bus';
import { useStream } from '@haveli/ui';
import { useNavigate } from '@haveli/router';
import { useCart } from '../../../cart/use-cart';
import { usePlaceOrder } from '../api/place-order';

/** SPEC §8. */
export const ORDER_PLACED_MESSAGE = 'Order Placed Successfully!';

/**
 * Confirming the cart. A visitor logs in first and comes back to `from` with the cart intact (it joins
 * their account's cart at login); a signed-in guest's order is placed, announced and the cart emptied.
 * A failure keeps the cart and leaves the reason in `error`.
 */
export function useCheckout(from: string) {
  const signedIn = useStream(auth$, getAuth).status === 'authenticated';
  const navigate = useNavigate();
  const { emptyCart } = useCart();
  const order = usePlaceOrder();

  const confirm = (request: PlaceOrderRequest, onPlaced?: () => void) => {
    if (!signedIn) {
      void navigate('/login', { state: { from } });
      return;
    }
    order.mutate(request, {
      onSuccess: () => {
        emptyCart();
        showToast({ kind: 'success', message: ORDER_PLACED_MESSAGE });
        onPlaced?.();
      },
    });
  };

  return {
    signedIn,
    confirm,
    placing: order.isPending,
    error: order.error?.message ?? null,
    reset: order.reset,
  };
}
