import { http, type RequestOptions } from '@haveli/api-client';
import {
  addDays,
  hotelToday,
  isIsoDate,
  RESTAURANT_BOOKING_WINDOW_DAYS,
  type RestaurantSlots,
  type RestaurantSlotsQuery,
} from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** GET reservationRestaurant/slots: a day's bookable times at a restaurant for a party, each with whether a table is free (public). */
export async function getRestaurantSlots(
  query: RestaurantSlotsQuery,
  { signal }: RequestOptions = {},
): Promise<RestaurantSlots> {
  const { data } = await http.get<RestaurantSlots>('reservationRestaurant/slots', { params: query, signal });
  return data;
}

/** Whether a typed date is one the restaurants take requests for, so its times are worth asking for. */
export const isBookableDate = (date: string) =>
  isIsoDate(date) && date >= hotelToday() && date <= addDays(hotelToday(), RESTAURANT_BOOKING_WINDOW_DAYS);

/** The day's times for the party, asked afresh for each choice (others may take a table meanwhile). */
export function useRestaurantSlots(restaurantId: number | null, date: string, partySize: number) {
  const query: RestaurantSlotsQuery = { restaurant_id: restaurantId ?? 0, date, party_size: partySize };
  return useQuery({
    queryKey: ['reservationRestaurant', 'slots', query],
    queryFn: ({ signal }) => getRestaurantSlots(query, { signal }),
    enabled: restaurantId !== null && isBookableDate(date),
    staleTime: 0,
  });
}

export type RestaurantSlotsResult = ReturnType<typeof useRestaurantSlots>;
