import { ApiRequestError } from '@haveli/api-client';
import { Link } from '@haveli/router';
import {
  FOLIO_MESSAGES,
  roleMay,
  staffCheckOutOverrideRequestSchema,
  hotelToday,
  isRoomReady,
  roomReadiness,
  STAY_STATE_LABELS,
  type SortDirection,
  type StaffBooking,
  type StaffBookingSort,
} from '@haveli/contracts';
import { Badge, type BadgeTone, Button, formatDate, FormAlert, FormField } from '@haveli/ui';
import { SortHeader } from '../../../components/sort-header';
import { useStaffForm } from '../../../components/staff-form';
import { signedInRole } from '../../../components/staff-page';
import { useCheckOutUnsettled, useMoveStay } from '../api/staff-bookings';

const TONES: Record<StaffBooking['state'], BadgeTone> = {
  expected: 'brand',
  in_house: 'success',
  checked_out: 'neutral',
  cancelled: 'danger',
};

/** A manager's check-out of a room whose stay's folio is not settled: the reason, kept in the audit log. */
function CheckOutUnsettled({ booking }: { booking: StaffBooking }) {
  const override = useCheckOutUnsettled();
  const form = useStaffForm({ schema: staffCheckOutOverrideRequestSchema, defaultValues: { reason: '' } });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form
      noValidate
      className="mt-2"
      aria-label={`Check out ${booking.guest_name} unsettled`}
      onSubmit={form.submit(({ reason }) =>
        override.mutate({ id: booking.id, reason }, { onError: form.refused }),
      )}
    >
      <FormAlert message={form.failure} />
      <FormField label="Reason to check out unsettled" className="mb-2" error={errors.reason?.message}>
        {(props) => <input {...props} maxLength={300} {...register('reason')} />}
      </FormField>
      <Button type="submit" size="sm" variant="outline" busy={override.isPending}>
        Check out unsettled
      </Button>
    </form>
  );
}

function StayAction({ booking }: { booking: StaffBooking }) {
  const move = useMoveStay();
  // A room is checked in from its arrival day until the day it leaves: not before, as the API would refuse.
  const today = hotelToday();
  const arriving = booking.state === 'expected' && booking.check_in <= today && booking.check_out > today;
  const which = arriving ? 'check-in' : booking.state === 'in_house' ? 'check-out' : null;
  if (!which) return null;
  const label = which === 'check-in' ? 'Check in' : 'Check out';
  return (
    <>
      <Button
        size="sm"
        busy={move.isPending}
        aria-label={`${label} ${booking.guest_name}, room ${booking.room_no}`}
        onClick={() => move.mutate({ id: booking.id, move: which })}
      >
        {label}
      </Button>
      {move.isError && (
        <p className="text-danger small mb-0 mt-1" role="alert">
          {move.error.message}
        </p>
      )}
      {move.error instanceof ApiRequestError &&
        move.error.status === 409 &&
        move.error.message.startsWith(FOLIO_MESSAGES.notSettled('').split(':')[0] ?? '') &&
        roleMay(signedInRole(), 'money') && <CheckOutUnsettled booking={booking} />}
    </>
  );
}

export interface BookingsTableProps {
  bookings: StaffBooking[];
  sort: StaffBookingSort;
  dir: SortDirection;
  onSort: (sort: StaffBookingSort, dir: SortDirection) => void;
}

/** The booked rooms of the page: who, which room, when, where they are, and the next step. */
export function BookingsTable({ bookings, ...sortProps }: BookingsTableProps) {
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">Booked rooms</caption>
        <thead>
          <tr>
            <SortHeader label="Reference" column="reference" {...sortProps} />
            <SortHeader label="Guest" column="guest" {...sortProps} />
            <SortHeader label="Room" column="room" {...sortProps} />
            <SortHeader label="Arrives" column="check_in" {...sortProps} />
            <SortHeader label="Leaves" column="check_out" {...sortProps} />
            <SortHeader label="State" column="state" {...sortProps} />
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td className="text-nowrap">
                {booking.reference ? (
                  <Link
                    to={`/staff/bookings/${booking.reference}`}
                    aria-label={`Booking ${booking.reference}, ${booking.guest_name}`}
                  >
                    {booking.reference}
                  </Link>
                ) : (
                  <span className="text-secondary">None</span>
                )}
              </td>
              <td>
                {booking.guest_name}
                <div className="small text-secondary">
                  {[booking.guest_phone, booking.guest_email].filter(Boolean).join(' · ')}
                </div>
              </td>
              <td>
                {booking.room_no}
                <div className="small text-secondary">{booking.room_type.title}</div>
                {/* An arrival's room: whether housekeeping has it ready. */}
                {booking.state === 'expected' && (
                  <Badge tone={isRoomReady(booking.room_housekeeping) ? 'success' : 'warning'}>
                    {roomReadiness(booking.room_housekeeping)}
                  </Badge>
                )}
              </td>
              <td>{formatDate(booking.check_in)}</td>
              <td>{formatDate(booking.check_out)}</td>
              <td>
                <Badge tone={TONES[booking.state]}>{STAY_STATE_LABELS[booking.state]}</Badge>
              </td>
              <td>
                <StayAction booking={booking} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
