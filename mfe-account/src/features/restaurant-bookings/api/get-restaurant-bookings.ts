import { getRestaurantReservations } from '@haveli/api-client';
import { useQuery } from '@haveli/query';
import { useLiveRefresh } from '@haveli/ui';

/**
 * GET reservationRestaurant/user/:id, fetched afresh on every visit (the shell's Book Your Slot adds to it)
 * and when staff confirm or decline a request (a live event).
 */
export function useRestaurantBookings(userId: string) {
  useLiveRefresh('table', [['restaurant-bookings', userId]]);
  return useQuery({
    queryKey: ['restaurant-bookings', userId],
    queryFn: ({ signal }) => getRestaurantReservations(userId, { signal }),
    select: (list) => list.reservationRestaurant,
    staleTime: 0,
  });
}
