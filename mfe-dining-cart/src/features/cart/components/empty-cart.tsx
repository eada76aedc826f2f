import { EMPTY_CART_MESSAGE } from '@haveli/contracts';
import { Link } from '@haveli/router';

/** SPEC §2: an empty cart shows a warning alert. */
export function EmptyCart() {
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{EMPTY_CART_MESSAGE}</span>
      <Link to="/menu" className="alert-link">
        Browse the menu
      </Link>
    </div>
  );
}
