import { type CartState } from '@haveli/contracts';
import { formatInr, Modal } from '@haveli/ui';
import { useNavigate } from '@haveli/router';

export interface CartModalProps {
  open: boolean;
  onClose: () => void;
  cart: CartState;
}

/** SPEC §2 'Your Cart' modal, filled live from the bus (PRODUCT.md §6). */
export function CartModal({ open, onClose, cart }: CartModalProps) {
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
