import { Link } from '@haveli/router';
import { useSignedInUser } from '../../hooks/use-auth';
import { BookingHistory } from './components/booking-history';

/** /edit-booking: the guest's bookings, where an upcoming one can be cancelled; new dates mean a new booking. */
export function EditBookingPage() {
  const user = useSignedInUser();
  return (
    <section className="container py-5" aria-labelledby="edit-booking-title">
      <h1 id="edit-booking-title" className="h2 section-title mb-3">
        Manage Bookings
      </h1>
      <p className="text-secondary">
        Cancel an upcoming stay here. To change dates or the room, cancel it and{' '}
        <Link to="/user-booking">make a new booking</Link>.
      </p>
      {user && <BookingHistory userId={user.id} caption="Your bookings" />}
    </section>
  );
}
