import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@haveli/router';
import { useCart } from '../../cart/use-cart';
import { CartTable } from './components/cart-table';
import { CheckoutModal } from './components/checkout-modal';
import { EmptyCart } from './components/empty-cart';
import { useCheckout } from './hooks/use-checkout';

/**
 * SPEC §2 'Your Cart': the bus cart, with quantities, removal, the total and the checkout confirmation,
 * whose Confirm goes on to /checkout to say where and when (the order is placed there).
 */
export function CartPage() {
  const { cart, setItemQuantity, removeItem } = useCart();
  const checkout = useCheckout('/cart');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const closeModal = useCallback(() => setConfirming(false), []);

  // When the last line goes (removed, or ordered), its buttons go with it: focus returns to the page title.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hadItems = useRef(cart.items.length > 0);
  useEffect(() => {
    const hasItems = cart.items.length > 0;
    if (hadItems.current && !hasItems) headingRef.current?.focus();
    hadItems.current = hasItems;
  }, [cart.items.length]);

  return (
    <section className="container py-5" aria-labelledby="cart-title">
      <header className="mb-4">
        <h1 id="cart-title" className="display-6 section-title" tabIndex={-1} ref={headingRef}>
          Your Cart
        </h1>
        <p className="text-secondary mb-0">Review your selected items before checkout.</p>
      </header>

      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <CartTable cart={cart} onQuantityChange={setItemQuantity} onRemove={removeItem} />
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <Link to="/menu" className="btn btn-outline-secondary">
              Continue Shopping
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
              Checkout
            </button>
          </div>
        </>
      )}

      {confirming && (
        <CheckoutModal
          cart={cart}
          signedIn={checkout.signedIn}
          error={null}
          placing={false}
          onConfirm={() => void navigate('/checkout')}
          onClose={closeModal}
        />
      )}
    </section>
  );
}
