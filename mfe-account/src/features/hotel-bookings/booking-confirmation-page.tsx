import { BOOKING_MESSAGES } from '@haveli/contracts';
import { Link, useLocation, useParams } from '@haveli/router';
import { ErrorState, formatDate, formatInr, LoadingState } from '@haveli/ui';
import { messageOf } from '../../lib/server-errors';
import { useStayBooking } from './api/get-stay-bookings';
import { BookingDownloads } from './components/booking-downloads';
import { PriceBreakdown } from './components/price-breakdown';
import { StayPayment } from './components/stay-payment';
import { StaySummary } from './components/stay-summary';

/**
 * /booking-confirmation/:reference: the booking's reference, what was booked, its price and policy, and
 * the files to keep. Right after booking it says SPEC §8's "Booking successful!".
 */
export function BookingConfirmationPage() {
  const { reference = '' } = useParams();
  const location = useLocation();
  const justBooked = (location.state as { booked?: unknown } | null)?.booked === true;
  const booking = useStayBooking(reference);

  let body;
  if (booking.isPending) body = <LoadingState label="Loading your booking…" />;
  else if (booking.isError) {
    body = (
      <ErrorState
        title="This booking could not be loaded"
        message={messageOf(booking.error)}
        onRetry={() => void booking.refetch()}
      />
    );
  } else {
    const stay = booking.data;
    body = (
      <>
        {justBooked && (
          <div className="alert alert-success" role="status">
            <p className="fw-semibold mb-1">{BOOKING_MESSAGES.booked}</p>
            <p className="mb-0">Please keep your booking reference: we will ask for it at the front desk.</p>
          </div>
        )}
        {stay.status === 'Cancelled' && (
          <div className="alert alert-secondary" role="status">
            This booking was cancelled
            {stay.cancelled_at ? ` on ${formatDate(stay.cancelled_at)}` : ''}
            {stay.cancellation_fee ? `, with a fee of ${formatInr(stay.cancellation_fee)}` : ''}.
          </div>
        )}
        <div className="row g-4">
          <div className="col-12 col-lg-7">
            <div className="card mb-4">
              <div className="card-body">
                <p className="mb-1 text-secondary">Booking reference</p>
                <p className="display-6 fw-semibold mb-3 booking-reference" data-testid="booking-reference">
                  {stay.reference}
                </p>
                <StaySummary booking={stay} />
              </div>
            </div>
            <StayPayment
              reference={stay.reference}
              payable={stay.status === 'Confirmed'}
              payBy={stay.pay_by}
            />
            <h2 className="h5">Cancellation policy</h2>
            <p data-testid="stay-policy">{stay.policy.text}</p>
            <h2 className="h5">Keep your booking</h2>
            <BookingDownloads reference={stay.reference} />
            <p className="mt-4 mb-0 d-flex flex-wrap gap-3">
              <Link to="/user-profile">See your bookings</Link>
              {(stay.can_change || stay.can_cancel) && (
                <Link to={`/edit-booking?ref=${encodeURIComponent(stay.reference)}`}>
                  Change or cancel this booking
                </Link>
              )}
            </p>
          </div>
          <div className="col-12 col-lg-5">
            <div className="card">
              <div className="card-body">
                <PriceBreakdown price={stay.price} />
              </div>
            </div>
          </div>
        </div>
      </>
    );
  }

  return (
    <section className="container py-5" aria-labelledby="booking-confirmation-title">
      <h1 id="booking-confirmation-title" className="h2 section-title mb-4">
        Booking Confirmation
      </h1>
      {body}
    </section>
  );
}
