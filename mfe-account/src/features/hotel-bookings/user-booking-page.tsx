import { readStayChoice, type StayBooking } from '@haveli/contracts';
import { ErrorState, LoadingState } from '@haveli/ui';
import { useLocation, useNavigate, useSearchParams } from '@haveli/router';
import { useMemo } from 'react';
import { useSignedInUser } from '../../hooks/use-auth';
import { messageOf } from '../../lib/server-errors';
import { useRoomTypes } from './api/get-room-types';
import { StayBookingForm, stayFormDefaults } from './components/stay-booking-form';

export const confirmationPath = (booking: Pick<StayBooking, 'reference'>) =>
  `/booking-confirmation/${encodeURIComponent(booking.reference)}`;

/**
 * SPEC §2 'Hotel Room Booking', wired to the API (PRODUCT.md §6): it starts from the stay a "Book" link
 * chose (`roomType`, `checkIn`, `checkOut`, `adults`, `children`, `childAges`, `rooms`, `coupon`), and a
 * booking leads to its confirmation page.
 */
export function UserBookingPage() {
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const roomTypes = useRoomTypes();
  const search = params.toString();
  const choice = useMemo(() => readStayChoice(new URLSearchParams(search)), [search]);
  const afterLogin = (location.state as { afterLogin?: unknown } | null)?.afterLogin === true;
  const chosen = Object.keys(choice).length > 0;

  let body;
  if (roomTypes.isPending) body = <LoadingState label="Loading our room types…" />;
  else if (roomTypes.isError) {
    body = (
      <ErrorState
        title="The booking form could not be loaded"
        message={messageOf(roomTypes.error)}
        onRetry={() => void roomTypes.refetch()}
      />
    );
  } else {
    body = (
      <StayBookingForm
        key={search}
        roomTypes={roomTypes.data}
        defaults={stayFormDefaults(choice, roomTypes.data, user?.name ?? '')}
        submitLabel="Confirm Booking"
        notice={
          afterLogin && chosen ? (
            <p className="alert alert-info" role="status">
              You are logged in. Here is the stay you chose: check it and confirm your booking.
            </p>
          ) : null
        }
        onBooked={(booking) => void navigate(confirmationPath(booking), { state: { booked: true } })}
      />
    );
  }

  return (
    <section className="container py-5" aria-labelledby="user-booking-title">
      <h1 id="user-booking-title" className="h2 section-title mb-4">
        Hotel Room Booking
      </h1>
      {body}
    </section>
  );
}
