import { STAY_MESSAGES } from '@haveli/contracts';
import { Link, useSearchParams } from '@haveli/router';
import { ErrorState, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { useSignedInUser } from '../../hooks/use-auth';
import { messageOf } from '../../lib/server-errors';
import { useStayBooking } from './api/get-stay-bookings';
import { useRoomTypes } from './api/get-room-types';
import { BookingHistory } from './components/booking-history';
import { CancelBookingDialog } from './components/cancel-booking-dialog';
import { ChangeBookingForm } from './components/change-booking-form';
import { StaySummary } from './components/stay-summary';
import { StayStatusBadge } from './components/stay-status-badge';

/** One booking (`?ref=HJ-…`): change it while its policy allows, or cancel it with the fee shown first. */
function ManageBooking({ reference }: { reference: string }) {
  const booking = useStayBooking(reference);
  const roomTypes = useRoomTypes();
  const [cancelling, setCancelling] = useState(false);

  if (booking.isPending || roomTypes.isPending) return <LoadingState label="Loading your booking…" />;
  if (booking.isError || roomTypes.isError) {
    const error = booking.error ?? roomTypes.error;
    return (
      <ErrorState
        title="This booking could not be loaded"
        message={messageOf(error)}
        onRetry={() => void Promise.all([booking.refetch(), roomTypes.refetch()])}
      />
    );
  }
  const stay = booking.data;
  return (
    <>
      <div className="card mb-4">
        <div className="card-body">
          <p className="mb-1 text-secondary">Booking reference</p>
          <p className="h3 mb-3" data-testid="booking-reference">
            {stay.reference} <StayStatusBadge booking={stay} className="fs-6" />
          </p>
          <StaySummary booking={stay} />
          <p className="small mb-0 mt-2">
            <span className="fw-semibold">Cancellation: </span>
            {stay.policy.text}
          </p>
        </div>
      </div>
      <h2 className="h4">Change your stay</h2>
      {stay.can_change ? (
        <ChangeBookingForm
          key={`${stay.check_in}-${stay.check_out}-${stay.room_type.id}`}
          booking={stay}
          roomTypes={roomTypes.data}
          onChanged={() => void booking.refetch()}
        />
      ) : (
        <p className="text-secondary">
          {stay.status === 'Cancelled'
            ? STAY_MESSAGES.notUpcoming
            : stay.state === 'booked'
              ? STAY_MESSAGES.changeClosed
              : STAY_MESSAGES.stayBegun}
        </p>
      )}
      {stay.can_cancel && (
        <>
          <h2 className="h4 mt-5">Cancel your stay</h2>
          <p className="text-secondary">You will see the fee, if any, before the booking is cancelled.</p>
          <button
            type="button"
            className="btn btn-outline-danger stay-cancel"
            onClick={() => setCancelling(true)}
          >
            Cancel this booking
          </button>
          <CancelBookingDialog booking={cancelling ? stay : null} onClose={() => setCancelling(false)} />
        </>
      )}
      <p className="mt-4 mb-0">
        <Link to="/edit-booking">All your bookings</Link>
      </p>
    </>
  );
}

/** /edit-booking: the guest's bookings, or one of them (`?ref=`) to change or cancel. */
export function EditBookingPage() {
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const reference = params.get('ref')?.trim().toUpperCase() ?? '';
  return (
    <section className="container py-5" aria-labelledby="edit-booking-title">
      <h1 id="edit-booking-title" className="h2 section-title mb-3">
        {reference ? 'Change Your Booking' : 'Manage Bookings'}
      </h1>
      {reference ? (
        <ManageBooking key={reference} reference={reference} />
      ) : (
        <>
          <p className="text-secondary">
            Choose a booking to change its dates, room type or guests, or to cancel it.
          </p>
          {user && <BookingHistory userId={user.id} caption="Your bookings" />}
        </>
      )}
    </section>
  );
}
