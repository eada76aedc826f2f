import { PAGE_SIZE, RESTAURANT_MESSAGES, type RestaurantReservation } from '@haveli/contracts';
import { requestShell } from '@haveli/event-bus';
import { ErrorState, formatDate, LoadingState, Pager } from '@haveli/ui';
import { usePagedRows } from '../../../hooks/use-paged-rows';
import { messageOf } from '../../../lib/server-errors';
import { useRestaurantBookings } from '../api/get-restaurant-bookings';

const STATUS_CLASS: Record<RestaurantReservation['status'], string> = {
  Pending: 'text-bg-warning',
  Confirmed: 'text-bg-success',
  Cancelled: 'text-bg-secondary',
};

/** SPEC §2 Restaurant Bookings: the guest's table requests, three a page; new ones come from Book Your Slot. */
export function RestaurantBookings({ userId }: { userId: string }) {
  const bookings = useRestaurantBookings(userId);
  const paged = usePagedRows(bookings.data ?? [], PAGE_SIZE.bookings);
  const bookSlot = (
    <button
      type="button"
      className="btn btn-outline-primary"
      onClick={() => requestShell({ type: 'open-booking-modal' })}
    >
      Book Your Slot
    </button>
  );

  if (bookings.isPending) return <LoadingState label="Loading your restaurant bookings…" />;
  if (bookings.isError) {
    return (
      <ErrorState
        title="Your restaurant bookings could not be loaded"
        message={messageOf(bookings.error)}
        onRetry={() => void bookings.refetch()}
      />
    );
  }
  const all = bookings.data;
  if (all.length === 0) {
    return (
      <div className="py-3">
        <p className="text-secondary">{RESTAURANT_MESSAGES.noBookings}</p>
        {bookSlot}
      </div>
    );
  }
  return (
    <>
      <div className="d-flex justify-content-end mb-2">{bookSlot}</div>
      <div className="table-responsive">
        <table className="table table-striped align-middle booking-table">
          <caption className="visually-hidden">Restaurant Bookings</caption>
          <thead>
            <tr>
              <th scope="col">User ID</th>
              <th scope="col">Customer Name</th>
              <th scope="col">Reservation Date</th>
              <th scope="col">Reservation Time</th>
              <th scope="col">Table No</th>
              <th scope="col">Reservation Status</th>
              <th scope="col">Remark</th>
            </tr>
          </thead>
          <tbody>
            {paged.rows.map((booking) => (
              <tr key={booking._id}>
                <td>{booking.user_id._id}</td>
                <td>{booking.name || booking.user_id.name}</td>
                <td>{formatDate(booking.reservation_date)}</td>
                <td>{booking.reservation_time}</td>
                <td>{booking.table_id?.table_name ?? RESTAURANT_MESSAGES.tableToBeAssigned}</td>
                <td>
                  <span className={`badge ${STATUS_CLASS[booking.status]}`}>{booking.status}</span>
                </td>
                <td className="text-break">
                  {booking.remark}
                  <span className="d-block small text-secondary">
                    {booking.party_size === 1 ? '1 guest' : `${booking.party_size} guests`}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...paged.pager} numbered label="Restaurant booking pages" />
    </>
  );
}
