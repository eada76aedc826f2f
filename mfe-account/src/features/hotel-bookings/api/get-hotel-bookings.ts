import { getHotelReservations } from '@haveli/api-client';
import { useQuery } from '@haveli/query';

export const hotelBookingsQueryKey = (userId: string) => ['hotel-bookings', userId] as const;

/** GET reservationHotel/user/:id, fetched afresh on every visit: bookings change from other screens. */
export function useHotelBookings(userId: string) {
  return useQuery({
    queryKey: hotelBookingsQueryKey(userId),
    queryFn: ({ signal }) => getHotelReservations(userId, { signal }),
    select: (list) => list.reservationHotel,
    staleTime: 0,
  });
}
