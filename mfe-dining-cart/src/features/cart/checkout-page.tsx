import { Link, useNavigate } from '@haveli/router';
import { useCart } from '../../cart/use-cart';
import { CheckoutReview } from './components/checkout-review';
import { EmptyCart } from './components/empty-cart';
import { useCheckout } from './hooks/use-checkout';

/** /checkout: the cart's checkout on a page of its own; a placed order is shown among the guest's orders. */
export function CheckoutPage() {
  const { cart } = useCart();
  const checkout = useCheckout('/checkout');
  const navigate = useNavigate();

  return (
    <section className="container py-5" aria-labelledby="checkout-title">
      <header className="mb-4">
        <h1 id="checkout-title" className="display-6 section-title">
          Checkout
        </h1>
        <p className="text-secondary mb-0">Review your selected items before checkout.</p>
      </header>

      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="card border-0 shadow-sm checkout-card">
          <div className="card-body p-4">
            <h2 className="h5 mb-3">Order summary</h2>
            <CheckoutReview cart={cart} signedIn={checkout.signedIn} error={checkout.error} />
            <div className="d-flex flex-wrap justify-content-between gap-2 mt-4">
              <Link to="/cart" className="btn btn-outline-secondary">
                Back to Cart
              </Link>
              <button
                type="button"
                className="btn btn-primary"
                disabled={checkout.placing}
                onClick={() => checkout.confirm(() => void navigate('/user-orders'))}
              >
                {checkout.placing ? 'Placing your order…' : 'Confirm'}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
