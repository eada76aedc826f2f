import { Tabs } from '../../components/tabs';
import { MyFeedback } from '../../features/feedback/components/my-feedback';
import { AddBookingButton } from '../../features/hotel-bookings/components/add-booking-modal';
import { BookingHistory } from '../../features/hotel-bookings/components/booking-history';
import { ProfilePanel } from '../../features/profile/components/profile-panel';
import { RestaurantBookings } from '../../features/restaurant-bookings/components/restaurant-bookings';
import { VerificationReminder } from '../../features/email-verification/verification-reminder';
import { useSignedInUser } from '../../hooks/use-auth';

/** SPEC §2 User dashboard: the guest's own details on the left, three tabs of their bookings and feedback. */
export function UserDashboardPage() {
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <section className="container py-5" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="h2 section-title mb-4">
        My Dashboard
      </h1>
      <VerificationReminder />
      <div className="row g-4">
        <aside className="col-12 col-lg-4" aria-label="Your details">
          <ProfilePanel userId={user.id} />
        </aside>
        <div className="col-12 col-lg-8">
          <Tabs
            label="Your bookings and feedback"
            tabs={[
              {
                id: 'hotel',
                label: 'Hotel Bookings',
                panel: (
                  <>
                    <div className="d-flex justify-content-end mb-2">
                      <AddBookingButton guestName={user.name} />
                    </div>
                    <BookingHistory userId={user.id} caption="Hotel Bookings" />
                  </>
                ),
              },
              {
                id: 'restaurant',
                label: 'Restaurant Bookings',
                panel: <RestaurantBookings userId={user.id} />,
              },
              { id: 'feedback', label: 'Feedback', panel: <MyFeedback user={user} /> },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
