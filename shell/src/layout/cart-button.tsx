import { SHELL_DIALOGS } from '@haveli/contracts';
import { cart$, getCart, requestShell } from '@haveli/event-bus';
import { useStream } from '@haveli/ui';
import { DialogOnRequest, preloadDialog } from './dialog-on-request';

/**
 * The header's Cart button with the number of items on the bus; it, or any app's 'open-cart-modal' request,
 * opens the dining remote's Your Cart dialog (`cart`), fetched from it when the guest reaches for the button.
 */
export function CartButton() {
  const cart = useStream(cart$, getCart);
  const preload = () => preloadDialog(SHELL_DIALOGS.cart.remote);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-light btn-sm position-relative"
        aria-label={`Cart, ${cart.count} ${cart.count === 1 ? 'item' : 'items'}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => requestShell({ type: 'open-cart-modal' })}
      >
        {/* The space keeps the badge's number a word of its own, as the accessible name says it. */}
        Cart{' '}
        {cart.count > 0 && (
          <span
            className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger cart-badge"
            data-testid="cart-count"
            aria-hidden="true"
          >
            {cart.count}
          </span>
        )}
      </button>
      <DialogOnRequest request="open-cart-modal" dialog={SHELL_DIALOGS.cart} title="Your Cart" />
    </>
  );
}
