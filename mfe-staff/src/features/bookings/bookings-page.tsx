import {
  STAFF_BOOKING_SORTS,
  STAFF_BOOKINGS_PAGE_SIZE,
  STAY_STATES,
  type StaffBookingsQuery,
} from '@haveli/contracts';
import { Link } from '@haveli/router';
import { EmptyState, ErrorState, LoadingState, Pager } from '@haveli/ui';
import { useListParams } from '../../components/list-params';
import { StaffPage } from '../../components/staff-page';
import { PendingTransfers } from '../folio/pending-transfers';
import { PendingRefunds } from '../folio/pending-refunds';
import { useStaffBookings } from './api/staff-bookings';
import { BookingFilters } from './components/booking-filters';
import { BookingsTable } from './components/bookings-table';

/** The filters as the address holds them; anything unreadable there is left out (the API would refuse it). */
function filtersOf(params: URLSearchParams): StaffBookingsQuery {
  const day = (key: string) => {
    const value = params.get(key);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const state = params.get('state');
  const roomType = Number(params.get('room_type'));
  return {
    from: day('from'),
    to: day('to'),
    state: STAY_STATES.find((known) => known === state),
    guest: params.get('guest')?.slice(0, 100) || undefined,
    room_type: Number.isInteger(roomType) && roomType > 0 ? roomType : undefined,
  };
}

/** /staff/bookings: booked rooms, filtered by what the address says, checked in and out. */
export function BookingsPage() {
  const { list, params, apply } = useListParams(STAFF_BOOKING_SORTS);
  const filters = filtersOf(params);
  const bookings = useStaffBookings({ ...filters, sort: list.sort, dir: list.dir, page: list.page });

  let body;
  if (bookings.isPending) body = <LoadingState label="Loading bookings…" skeleton="lines" />;
  else if (bookings.isError)
    body = (
      <ErrorState
        title="We could not load the bookings"
        message={bookings.error.message}
        onRetry={() => void bookings.refetch()}
      />
    );
  else if (bookings.data.data.length === 0)
    body = <EmptyState title="No bookings match" message="Change or clear the filters to see more." />;
  else
    body = (
      <>
        <p className="text-secondary" aria-live="polite">
          {bookings.data.total} booked {bookings.data.total === 1 ? 'room' : 'rooms'}
        </p>
        <BookingsTable
          bookings={bookings.data.data}
          sort={list.sort}
          dir={list.dir}
          onSort={(sort, dir) => apply({ sort, dir })}
        />
        <Pager
          page={list.page}
          total={bookings.data.total}
          pageSize={STAFF_BOOKINGS_PAGE_SIZE}
          onPageChange={(page) => apply({ page })}
          label="Booking pages"
        />
      </>
    );

  return (
    <StaffPage
      title="Room bookings"
      lead="Booked rooms, soonest arrival first unless you sort by a column. The filters and the order stay in the address."
    >
      <p className="d-flex flex-wrap gap-2">
        <Link to="/staff/bookings/new" className="btn btn-primary">
          New reservation
        </Link>
        <Link to="/staff/guests" className="btn btn-outline-primary">
          Guests
        </Link>
      </p>
      <PendingTransfers />
      <PendingRefunds />
      <BookingFilters
        key={params.toString()}
        filters={filters}
        roomTypes={bookings.data?.room_types ?? []}
        onApply={(next) => apply({ ...next })}
      />
      {body}
    </StaffPage>
  );
}
