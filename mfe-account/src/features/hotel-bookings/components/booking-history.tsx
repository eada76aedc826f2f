import { BOOKING_MESSAGES, type HotelReservation, isCancellable, PAGE_SIZE } from '@haveli/contracts';
import { showToast } from '@haveli/event-bus';
import { ErrorState, formatDate, LoadingState, Modal, Pager } from '@haveli/ui';
import { useState } from 'react';
import { usePagedRows } from '../../../hooks/use-paged-rows';
import { messageOf } from '../../../lib/server-errors';
import { useCancelHotelBooking } from '../api/cancel-hotel-booking';
import { useHotelBookings } from '../api/get-hotel-bookings';

const statusClass = (status: HotelReservation['reservation_status']) =>
  status === 'Confirmed' ? 'text-bg-success' : 'text-bg-secondary';

/**
 * SPEC §2 Booking History: the guest's hotel bookings, three a page, each upcoming one with a Cancel button
 * that asks first.
 */
export function BookingHistory({
  userId,
  caption = 'Booking History',
}: {
  userId: string;
  caption?: string;
}) {
  const bookings = useHotelBookings(userId);
  const cancel = useCancelHotelBooking();
  const paged = usePagedRows(bookings.data ?? [], PAGE_SIZE.bookings);
  const [toCancel, setToCancel] = useState<HotelReservation | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  if (bookings.isPending) return <LoadingState label="Loading your bookings…" />;
  if (bookings.isError) {
    return (
      <ErrorState
        title="Your bookings could not be loaded"
        message={messageOf(bookings.error)}
        onRetry={() => void bookings.refetch()}
      />
    );
  }
  const all = bookings.data;
  if (all.length === 0) return <p className="text-secondary py-3 mb-0">{BOOKING_MESSAGES.noBookings}</p>;

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
      <div className="table-responsive">
        <table className="table table-striped align-middle booking-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">User ID</th>
              <th scope="col">Customer Name</th>
              <th scope="col">Check in</th>
              <th scope="col">Check out</th>
              <th scope="col">Room No</th>
              <th scope="col">Room Status</th>
              <th scope="col">Remark</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {paged.rows.map((booking) => (
              <tr key={booking._id}>
                <td>{booking.customer_id._id}</td>
                <td>{booking.guest_name || booking.customer_id.name}</td>
                <td>{formatDate(booking.check_in_time)}</td>
                <td>{formatDate(booking.check_out_time)}</td>
                <td>
                  {booking.room_no} <span className="small text-secondary">({booking.room_type})</span>
                </td>
                <td>
                  <span className={`badge ${statusClass(booking.reservation_status)}`}>
                    {booking.reservation_status}
                  </span>
                </td>
                <td className="text-break">{booking.remark}</td>
                <td className="text-end">
                  {isCancellable(booking) && (
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      aria-label={`Cancel booking of room ${booking.room_no} from ${formatDate(booking.check_in_time)}`}
                      onClick={() => setToCancel(booking)}
                    >
                      Cancel
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...paged.pager} numbered label="Booking pages" />
      <Modal
        title="Cancel this booking?"
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
            Room {toCancel.room_no} ({toCancel.room_type}) for {toCancel.guest_name},{' '}
            {formatDate(toCancel.check_in_time)} to {formatDate(toCancel.check_out_time)}. This cannot be
            undone.
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
