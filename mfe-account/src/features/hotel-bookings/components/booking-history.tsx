import { BOOKING_MESSAGES, PAGE_SIZE, type StayBooking } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { ErrorState, formatInr, LoadingState, Pager } from '@haveli/ui';
import { useState } from 'react';
import { usePagedRows } from '../../../hooks/use-paged-rows';
import { messageOf } from '../../../lib/server-errors';
import { useStayBookings } from '../api/get-stay-bookings';
import { formatDay } from '../lib/calendar-days';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { StayStatusBadge } from './stay-status-badge';

const COLUMNS = [
  'Reference',
  'User ID',
  'Customer Name',
  'Check in',
  'Check out',
  'Room No',
  'Room Status',
  'Remark',
  'Total',
] as const;

/**
 * SPEC §2 Booking History: the guest's stays, three a page, with the booking reference and the all-in
 * total, and for each upcoming one links to view, change or cancel it (the fee shown before it is done).
 * The columns show even when there is no booking yet.
 */
export function BookingHistory({
  userId,
  caption = 'Booking History',
}: {
  userId: string | number;
  caption?: string;
}) {
  const bookings = useStayBookings();
  const paged = usePagedRows(bookings.data ?? [], PAGE_SIZE.bookings);
  const [toCancel, setToCancel] = useState<StayBooking | null>(null);

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

  return (
    <>
      {/* A table on a wide screen; on a phone each booking is a card of labelled lines (styles.scss). */}
      <div className="table-responsive booking-table-wrap">
        <table className="table table-striped align-middle booking-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {paged.rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length + 1} className="text-secondary py-3">
                  {BOOKING_MESSAGES.noBookings}
                </td>
              </tr>
            )}
            {paged.rows.map((booking) => (
              <tr key={booking.reference}>
                <td data-label="Reference">
                  <Link
                    to={`/booking-confirmation/${encodeURIComponent(booking.reference)}`}
                    className="fw-semibold text-nowrap"
                  >
                    {booking.reference}
                  </Link>
                </td>
                <td data-label="User ID">{userId}</td>
                <td data-label="Customer Name">{booking.guest_name}</td>
                <td data-label="Check in" className="text-nowrap">
                  {formatDay(booking.check_in)}
                </td>
                <td data-label="Check out" className="text-nowrap">
                  {formatDay(booking.check_out)}
                </td>
                <td data-label="Room No">
                  {booking.room_numbers.join(', ')}{' '}
                  <span className="small text-secondary">({booking.room_type.room_type})</span>
                </td>
                <td data-label="Room Status">
                  <StayStatusBadge booking={booking} />
                </td>
                <td data-label="Remark" className="text-break">
                  {booking.requests.remarks}
                </td>
                <td data-label="Total" className="text-nowrap">
                  {formatInr(booking.price.total)}
                </td>
                <td className="text-end booking-actions">
                  <div className="d-flex gap-2 justify-content-end">
                    {booking.can_change && (
                      <Link
                        className="btn btn-outline-primary btn-sm"
                        to={`/edit-booking?ref=${encodeURIComponent(booking.reference)}`}
                        aria-label={`Change booking ${booking.reference}`}
                      >
                        Change
                      </Link>
                    )}
                    {booking.can_cancel && (
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        aria-label={`Cancel booking ${booking.reference}`}
                        onClick={() => setToCancel(booking)}
                      >
                        Cancel
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...paged.pager} numbered label="Booking pages" />
      <CancelBookingDialog booking={toCancel} onClose={() => setToCancel(null)} />
    </>
  );
}
