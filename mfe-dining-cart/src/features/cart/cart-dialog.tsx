import type { RemoteDialogProps } from '@haveli/contracts';
import { useNavigate } from '@haveli/router';
import { formatInr, Modal } from '@haveli/ui';
import { useCart } from '../../cart/use-cart';

/**
 * SPEC §2 'Your Cart' dialog, opened by the header's Cart button (or any app's 'open-cart-modal' request) and
 * filled live from the bus: each line, its price, the total, and the way to the cart page.
 */
export function CartDialog({ open, onClose }: RemoteDialogProps) {
  const { cart } = useCart();
  const navigate = useNavigate();
  const proceed = () => {
    onClose();
    void navigate('/cart');
  };
  return (
    <Modal
      title="Your Cart"
      open={open}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" disabled={cart.count === 0} onClick={proceed}>
          Proceed to Checkout
        </button>
      }
    >
      {cart.count === 0 ? (
        <p className="mb-0">Your cart is empty.</p>
      ) : (
        <ul className="list-unstyled mb-3">
          {cart.items.map((line) => (
            <li key={line.key} className="d-flex justify-content-between">
              <span>
                {line.name} × {line.quantity}
              </span>
              <span>{formatInr(line.unitPrice * line.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="fw-semibold mb-0 d-flex justify-content-between">
        <span>Total Amount</span> <span data-testid="cart-total">{formatInr(cart.total)}</span>
      </p>
    </Modal>
  );
}
