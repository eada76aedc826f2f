import { Link } from '@haveli/router';
import { BookingHistory } from '../../features/hotel-bookings/components/booking-history';
import { useSignedInUser } from '../../hooks/use-auth';

/** SPEC §2 Profile (/user-profile and /profile): Booking History, New Booking and Edit Profile. */
export function ProfilePage() {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <section className="container py-5" aria-labelledby="profile-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <div>
          <h1 id="profile-title" className="h2 section-title mb-1">
            Booking History
          </h1>
          <p className="text-secondary mb-0">{user.name}</p>
        </div>
        <div className="d-flex gap-2">
          <Link className="btn btn-primary" to="/user-booking">
            New Booking
          </Link>
          <Link className="btn btn-outline-primary" to={`/edit-profile/${user.id}`}>
            Edit Profile
          </Link>
        </div>
      </div>
      <BookingHistory userId={user.id} />
    </section>
  );
}
