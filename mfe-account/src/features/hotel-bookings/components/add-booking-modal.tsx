import { BOOKING_MESSAGES } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { useNavigate } from '@haveli/router';
import { ErrorState, LoadingState, Modal } from '@haveli/ui';
import { useState } from 'react';
import { messageOf } from '../../../lib/server-errors';
import { useRoomTypes } from '../api/get-room-types';
import { StayBookingForm, stayFormDefaults } from './stay-booking-form';

function AddBookingForm({
  guestName,
  onBooked,
}: {
  guestName: string;
  onBooked: (reference: string) => void;
}) {
  const roomTypes = useRoomTypes();
  if (roomTypes.isPending) return <LoadingState label="Loading our room types…" />;
  if (roomTypes.isError) {
    return (
      <ErrorState
        title="The booking form could not be loaded"
        message={messageOf(roomTypes.error)}
        onRetry={() => void roomTypes.refetch()}
      />
    );
  }
  return (
    <StayBookingForm
      roomTypes={roomTypes.data}
      defaults={stayFormDefaults({}, roomTypes.data, guestName)}
      submitLabel="Save Booking"
      onBooked={(booking) => onBooked(booking.reference)}
    />
  );
}

/**
 * The dashboard's Add New Booking: the booking form in a modal; it really books (PRODUCT.md §6) and says
 * SPEC §8's "Booking confirmed!", then shows the booking's confirmation.
 */
export function AddBookingButton({ guestName }: { guestName: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Add New Booking
      </button>
      <Modal title="Add New Booking" open={open} onClose={close} dialogClassName="modal-xl">
        <AddBookingForm
          guestName={guestName}
          onBooked={(reference) => {
            showToast({ kind: 'success', message: BOOKING_MESSAGES.bookedFromDashboard });
            close();
            void navigate(`/booking-confirmation/${encodeURIComponent(reference)}`);
          }}
        />
      </Modal>
    </>
  );
}
