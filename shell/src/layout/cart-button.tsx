import { SHELL_DIALOGS } from '@haveli/contracts';
import { cart$, getCart, requestShell, requests$ } from '@haveli/event-bus';
import { useStream } from '@haveli/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const loadRemoteDialog = () => import(/* webpackChunkName: "remote-dialog" */ '../federation/remote-dialog');
const RemoteDialog = lazy(() => loadRemoteDialog().then((module) => ({ default: module.RemoteDialog })));

/**
 * The header's Cart button with the number of items on the bus; it, or any app's 'open-cart-modal' request,
 * opens the dining remote's Your Cart dialog, fetched from it on the first opening (its loader as soon as a
 * pointer or the focus reaches the button).
 */
export function CartButton() {
  const cart = useStream(cart$, getCart);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const subscription = requests$.subscribe((request) => {
      if (request.type !== 'open-cart-modal') return;
      setWanted(true);
      setOpen(true);
    });
    return () => subscription.unsubscribe();
  }, []);

  const preload = () => void loadRemoteDialog();
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
      {wanted &&
        // In the body, not the header's menu: a collapsed mobile menu would hide it.
        createPortal(
          <Suspense fallback={null}>
            <RemoteDialog
              {...SHELL_DIALOGS.cart}
              title="Your Cart"
              open={open}
              onClose={() => setOpen(false)}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
