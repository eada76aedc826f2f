import type { QueryClient } from '@haveli/query';

/** After a booking is made, changed or cancelled: the lists, the availability and the prices are stale. */
export function invalidateStays(queryClient: QueryClient) {
  return Promise.all(
    ['stay-bookings', 'stay-booking', 'hotel-bookings', 'availability', 'stay-quote', 'stay-calendar'].map(
      (key) => queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
