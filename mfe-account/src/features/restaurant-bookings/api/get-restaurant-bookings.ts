import { getRestaurantReservations } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

/** GET reservationRestaurant/user/:id, fetched afresh on every visit: the shell's Book Your Slot adds to it. */
export function useRestaurantBookings(userId: string) {
  return useQuery({
    queryKey: ['restaurant-bookings', userId],
    queryFn: ({ signal }) => getRestaurantReservations(userId, { signal }),
    select: (list) => list.reservationRestaurant,
    staleTime: 0,
  });
}
