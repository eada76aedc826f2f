import { BOOKING_MESSAGES, type HotelReservation } from '@haveli/contracts';
import { formatDate, formatInr } from '@haveli/ui';
import { useState } from 'react';
import { Link } from '@haveli/router';
import { useSignedInUser } from '../../hooks/use-auth';
import { HotelBookingForm } from './components/hotel-booking-form';

/** SPEC §2 'Hotel Room Booking', wired to the API (PRODUCT.md §6). */
export function UserBookingPage() {
  const user = useSignedInUser();
  const [booked, setBooked] = useState<HotelReservation | null>(null);
  return (
    <section className="container py-5" aria-labelledby="user-booking-title">
      <div className="row justify-content-center">
        <div className="col-12 col-md-10 col-lg-7">
          <h1 id="user-booking-title" className="h2 section-title mb-4">
            Hotel Room Booking
          </h1>
          {booked && (
            <div className="alert alert-success" role="status">
              <p className="fw-semibold mb-1">{BOOKING_MESSAGES.booked}</p>
              <p className="mb-1">
                Room {booked.room_no} ({booked.room_type}) for {booked.guest_name},{' '}
                {formatDate(booked.check_in_time)} to {formatDate(booked.check_out_time)}:{' '}
                {formatInr(booked.price)}.
              </p>
              <Link to="/user-profile">See your bookings</Link>
            </div>
          )}
          <div className="card">
            <div className="card-body p-4">
              <HotelBookingForm
                submitLabel="Confirm Booking"
                withCoupon
                defaultGuestName={user?.name ?? ''}
                onBooked={setBooked}
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
