import type { StayBooking } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { formatInr, LoadingState, Modal } from '@haveli/ui';
import { useState } from 'react';
import { messageOf } from '../../../lib/server-errors';
import { useCancellationPreview, useCancelStayBooking } from '../api/cancel-stay-booking';
import { formatDay } from '../lib/calendar-days';

export interface CancelBookingDialogProps {
  booking: StayBooking | null;
  onClose: () => void;
  onCancelled?: () => void;
}

/** Asks before cancelling, with the fee the policy charges now and any refund, as the API says. */
export function CancelBookingDialog({ booking, onClose, onCancelled }: CancelBookingDialogProps) {
  const preview = useCancellationPreview(booking?.reference ?? null);
  const cancel = useCancelStayBooking();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!booking) return;
    try {
      const { message } = await cancel.mutateAsync(booking.reference);
      showToast({ kind: 'success', message });
      close();
      onCancelled?.();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <Modal
      title="Cancel this booking?"
      open={booking !== null}
      onClose={close}
      centered
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            Keep Booking
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={cancel.isPending || !preview.data}
            onClick={() => void confirm()}
          >
            Cancel Booking
          </button>
        </>
      }
    >
      {booking && (
        <p>
          {booking.reference}: {booking.room_type.title} for {booking.guest_name},{' '}
          {formatDay(booking.check_in)} to {formatDay(booking.check_out)}. This cannot be undone.
        </p>
      )}
      {preview.isPending && <LoadingState label="Working out the cancellation fee…" />}
      {preview.isError && (
        <div className="alert alert-warning mb-0" role="alert">
          The cancellation fee could not be worked out. {messageOf(preview.error)}{' '}
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => void preview.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {preview.data && (
        <dl className="row mb-0" data-testid="cancellation-fee">
          <dt className="col-7 fw-normal">Cancellation fee</dt>
          <dd className="col-5 text-end fw-semibold mb-1">{formatInr(preview.data.fee)}</dd>
          {preview.data.refund > 0 ? (
            <>
              <dt className="col-7 fw-normal">Refund of what you paid</dt>
              <dd className="col-5 text-end mb-1">{formatInr(preview.data.refund)}</dd>
            </>
          ) : (
            <dd className="col-12 small mb-1">
              {preview.data.paid > 0
                ? `What you paid (${formatInr(preview.data.paid)}) is kept as the fee, so nothing is refunded.`
                : 'Nothing has been paid for this stay, so there is nothing to refund.'}
            </dd>
          )}
          <dd className="col-12 small text-secondary mb-0">{preview.data.policy_text}</dd>
        </dl>
      )}
      {failure && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {failure}
        </div>
      )}
    </Modal>
  );
}
