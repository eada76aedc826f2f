import type { CartState, CheckoutOptions } from '@haveli/contracts';
import { ErrorState, LoadingState } from '@haveli/ui';
import { Link, useNavigate } from '@haveli/router';
import { useCart } from '../../cart/use-cart';
import { useCheckoutOptions } from './api/get-checkout-options';
import { CheckoutChoices } from './components/checkout-choices';
import { CheckoutReview } from './components/checkout-review';
import { EmptyCart } from './components/empty-cart';
import { useCheckout } from './hooks/use-checkout';
import { useCheckoutChoices } from './hooks/use-checkout-choices';

type Checkout = ReturnType<typeof useCheckout>;

function Actions({ checkout, onConfirm }: { checkout: Checkout; onConfirm: () => void }) {
  return (
    <div className="d-flex flex-wrap justify-content-between gap-2 mt-4">
      <Link to="/cart" className="btn btn-outline-secondary">
        Back to Cart
      </Link>
      <button type="button" className="btn btn-primary" disabled={checkout.placing} onClick={onConfirm}>
        {checkout.placing ? 'Placing your order…' : 'Confirm'}
      </button>
    </div>
  );
}

/** A signed-in guest's checkout: where and when, the items with GST, and Confirm. */
function GuestCheckout({
  cart,
  checkout,
  options,
}: {
  cart: CartState;
  checkout: Checkout;
  options: CheckoutOptions;
}) {
  const choices = useCheckoutChoices(options);
  const navigate = useNavigate();
  return (
    <>
      <CheckoutChoices options={options} choices={choices} />
      <h2 className="h5 mb-3">Order summary</h2>
      <CheckoutReview cart={cart} signedIn error={checkout.error} taxPercent={options.tax_percent} />
      <Actions
        checkout={checkout}
        onConfirm={() => checkout.confirm(choices.request, () => void navigate('/user-orders'))}
      />
    </>
  );
}

/** /checkout: where and when the food goes, the items with GST, and the order placed by the API. */
export function CheckoutPage() {
  const { cart } = useCart();
  const checkout = useCheckout('/checkout');
  const options = useCheckoutOptions(checkout.signedIn && cart.items.length > 0);

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
            {!checkout.signedIn ? (
              <>
                <h2 className="h5 mb-3">Order summary</h2>
                <CheckoutReview cart={cart} signedIn={false} error={null} />
                <Actions checkout={checkout} onConfirm={() => checkout.confirm({})} />
              </>
            ) : options.isPending ? (
              <LoadingState label="Loading delivery options…" />
            ) : options.isError ? (
              <ErrorState
                title="We could not load the delivery options"
                message={options.error.message}
                onRetry={() => void options.refetch()}
              />
            ) : (
              <GuestCheckout cart={cart} checkout={checkout} options={options.data} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
