import { type CartState, gstOn, toPaise, toRupees } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';
import { choicesOf } from '../line-label';

export interface CheckoutReviewProps {
  cart: CartState;
  signedIn: boolean;
  /** Why the last attempt failed; the cart is kept. */
  error: string | null;
  /** GST on food, when known: the review then shows the subtotal, the tax and the total with it. */
  taxPercent?: number;
}

/** What the guest confirms: each line, the total (with GST when known), and what happens next. */
export function CheckoutReview({ cart, signedIn, error, taxPercent }: CheckoutReviewProps) {
  const tax = taxPercent === undefined ? 0 : gstOn(toPaise(cart.total), taxPercent).tax;
  return (
    <>
      <ul className="list-group list-group-flush mb-3">
        {cart.items.map((line) => (
          <li key={line.key} className="list-group-item d-flex justify-content-between gap-3 px-0">
            <span>
              {line.name} × {line.quantity}
              <span className="d-block small text-secondary">{choicesOf(line)}</span>
            </span>
            <span className="text-nowrap">{formatInr(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {taxPercent !== undefined && (
        <dl className="mb-2">
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">Subtotal</dt>
            <dd className="mb-0" data-testid="checkout-subtotal">
              {formatInr(cart.total)}
            </dd>
          </div>
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">GST ({taxPercent}%)</dt>
            <dd className="mb-0" data-testid="checkout-tax">
              {formatInr(toRupees(tax))}
            </dd>
          </div>
        </dl>
      )}
      <p className="d-flex justify-content-between fw-semibold fs-5 mb-0">
        <span>Total</span>
        <span data-testid="checkout-total">{formatInr(toRupees(toPaise(cart.total) + tax))}</span>
      </p>
      {!signedIn && (
        <p className="small text-secondary mt-3 mb-0">
          Please log in to place your order. Your cart is kept and waits for you.
        </p>
      )}
      {error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
