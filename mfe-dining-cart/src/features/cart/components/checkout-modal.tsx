import { Modal } from '@haveli/ui';
import { CheckoutReview, type CheckoutReviewProps } from './checkout-review';

export interface CheckoutModalProps extends CheckoutReviewProps {
  placing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** SPEC §2: the centred confirmation (at most 700px wide) with the total, Confirm and Cancel. */
export function CheckoutModal({ cart, signedIn, error, placing, onConfirm, onClose }: CheckoutModalProps) {
  return (
    <Modal
      title="Checkout"
      open
      centered
      dialogClassName="checkout-dialog"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={placing} onClick={onConfirm}>
            {placing ? 'Placing your order…' : 'Confirm'}
          </button>
        </>
      }
    >
      <CheckoutReview cart={cart} signedIn={signedIn} error={error} />
    </Modal>
  );
}
