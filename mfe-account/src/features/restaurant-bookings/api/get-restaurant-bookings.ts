import { http, type RequestOptions } from '@haveli/api-client';
import type { RestaurantReservationList } from '@haveli/contracts';
import { useQuery } from '@haveli/query';
import { useLiveRefresh } from '@haveli/ui';

export async function getRestaurantReservations(
  userId: string | number,
  { signal }: RequestOptions = {},
): Promise<RestaurantReservationList> {
  const { data } = await http.get<RestaurantReservationList>(
    `reservationRestaurant/user/${encodeURIComponent(userId)}`,
    { signal },
  );
  return data;
}

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
