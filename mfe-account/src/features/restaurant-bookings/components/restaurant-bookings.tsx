import {
  isRestaurantReservationCancellable,
  PAGE_SIZE,
  RESTAURANT_MESSAGES,
  type RestaurantReservation,
} from '@haveli/contracts';
import { requestShell, showToast } from '@haveli/event-bus';
import { ErrorState, formatDate, LoadingState, Modal, Pager } from '@haveli/ui';
import { useState } from 'react';
import { usePagedRows } from '../../../hooks/use-paged-rows';
import { messageOf } from '../../../lib/server-errors';
import { useCancelRestaurantBooking } from '../api/cancel-restaurant-booking';
import { useRestaurantBookings } from '../api/get-restaurant-bookings';

const STATUS_CLASS: Record<RestaurantReservation['status'], string> = {
  Pending: 'text-bg-warning',
  Confirmed: 'text-bg-success',
  Seated: 'text-bg-success',
  Finished: 'text-bg-secondary',
  'No-show': 'text-bg-secondary',
  Declined: 'text-bg-danger',
  Cancelled: 'text-bg-secondary',
};

const COLUMNS = [
  'User ID',
  'Customer Name',
  'Restaurant',
  'Reservation Date',
  'Reservation Time',
  'Party',
  'Table No',
  'Reservation Status',
  'Remark',
] as const;

const guests = (count: number) => (count === 1 ? '1 guest' : `${count} guests`);
const describe = (booking: RestaurantReservation) =>
  `${booking.restaurant_id.name} on ${formatDate(booking.reservation_date)} at ${booking.reservation_time}`;

/**
 * SPEC §2 Restaurant Bookings: the guest's table requests, three a page, with the restaurant, the party and
 * the table once confirmed; an upcoming Pending or Confirmed one has a Cancel button that asks first. New
 * ones come from Book Your Slot.
 */
export function RestaurantBookings({ userId }: { userId: string }) {
  const bookings = useRestaurantBookings(userId);
  const cancel = useCancelRestaurantBooking();
  const paged = usePagedRows(bookings.data ?? [], PAGE_SIZE.bookings);
  const [toCancel, setToCancel] = useState<RestaurantReservation | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

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

  const closeDialog = () => {
    setToCancel(null);
    setCancelError(null);
  };
  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      const { message } = await cancel.mutateAsync(toCancel._id);
      showToast({ kind: 'success', message });
      closeDialog();
    } catch (error) {
      setCancelError(messageOf(error));
    }
  };

  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => requestShell({ type: 'open-booking-modal' })}
        >
          Book Your Slot
        </button>
      </div>
      {/* Focusable, so a keyboard can scroll the table sideways on a phone even when it holds no button. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Restaurant Bookings">
        <table className="table table-sm table-striped align-middle booking-table">
          <caption className="visually-hidden">Restaurant Bookings</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {paged.rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} className="text-secondary">
                  {RESTAURANT_MESSAGES.noBookings}
                </td>
              </tr>
            )}
            {paged.rows.map((booking) => (
              <tr key={booking._id}>
                <td>{booking.user_id._id}</td>
                <td>{booking.name || booking.user_id.name}</td>
                <td>{booking.restaurant_id.name}</td>
                <td>{formatDate(booking.reservation_date)}</td>
                <td>{booking.reservation_time}</td>
                <td>{booking.party_size}</td>
                <td>
                  {booking.table_id?.table_name ??
                    (booking.status === 'Pending' ? RESTAURANT_MESSAGES.tableToBeAssigned : '—')}
                </td>
                <td>
                  <span className={`badge ${STATUS_CLASS[booking.status]}`}>{booking.status}</span>
                  {isRestaurantReservationCancellable(booking) && (
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm d-block mt-2"
                      aria-label={`Cancel table booking at ${describe(booking)}`}
                      onClick={() => setToCancel(booking)}
                    >
                      Cancel
                    </button>
                  )}
                </td>
                <td className="text-break">
                  {booking.remark}
                  {booking.decline_reason && (
                    <span className="d-block small text-secondary">Reason: {booking.decline_reason}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...paged.pager} numbered label="Restaurant booking pages" />
      <Modal
        title="Cancel this table booking?"
        open={toCancel !== null}
        onClose={closeDialog}
        centered
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={closeDialog}>
              Keep Booking
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={cancel.isPending}
              onClick={() => void confirmCancel()}
            >
              Cancel Booking
            </button>
          </>
        }
      >
        {toCancel && (
          <p className="mb-0">
            A table for {guests(toCancel.party_size)} at {describe(toCancel)}
            {toCancel.table_id ? ` (${toCancel.table_id.table_name})` : ''}. This cannot be undone.
          </p>
        )}
        {cancelError && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {cancelError}
          </div>
        )}
      </Modal>
    </>
  );
}
