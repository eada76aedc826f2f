import { useQuery } from '@haveli/query';
import { useLiveRefresh } from '@haveli/ui';
import { getMyStayBookings, getStayBooking } from './stays';

/** GET stays/bookings: the signed-in guest's stays, fetched afresh on every visit and when one changes. */
export function useStayBookings() {
  useLiveRefresh('stay', [['stay-bookings'], ['stay-booking']]);
  return useQuery({
    queryKey: ['stay-bookings'],
    queryFn: ({ signal }) => getMyStayBookings({ signal }),
    staleTime: 0,
  });
}

/** GET stays/bookings/{reference}. */
export function useStayBooking(reference: string) {
  return useQuery({
    queryKey: ['stay-booking', reference],
    queryFn: ({ signal }) => getStayBooking(reference, { signal }),
    staleTime: 0,
    retry: false,
  });
}
