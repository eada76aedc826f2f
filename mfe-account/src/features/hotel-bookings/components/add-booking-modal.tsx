import { BOOKING_MESSAGES } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { Modal } from '@haveli/ui';
import { useState } from 'react';
import { HotelBookingForm } from './hotel-booking-form';

/** The dashboard's Add New Booking: the booking form in a modal; it really books (PRODUCT.md §6). */
export function AddBookingButton({ guestName }: { guestName: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Add New Booking
      </button>
      <Modal title="Add New Booking" open={open} onClose={close}>
        <HotelBookingForm
          submitLabel="Save Booking"
          defaultGuestName={guestName}
          onBooked={() => {
            showToast({ kind: 'success', message: BOOKING_MESSAGES.bookedFromDashboard });
            close();
          }}
          secondaryAction={
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              Cancel
            </button>
          }
        />
      </Modal>
    </>
  );
}
