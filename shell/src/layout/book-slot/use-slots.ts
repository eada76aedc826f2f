import { http, type RequestOptions } from '@haveli/api-client';
import {
  addDays,
  hotelToday,
  isIsoDate,
  RESTAURANT_BOOKING_WINDOW_DAYS,
  type RestaurantSlots,
  type RestaurantSlotsQuery,
} from '@haveli/contracts';
import { useLoaded } from './use-loaded';

/** A day's bookable times at a restaurant for a party, each with whether a table is free (public). */
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

/** GET reservationRestaurant/slots: the day's times for the party, asked afresh for each choice. */
export function useSlots(restaurantId: number | null, date: string, partySize: number) {
  const key = restaurantId !== null && isBookableDate(date) ? `${restaurantId}/${date}/${partySize}` : null;
  return useLoaded(key, (signal) =>
    getRestaurantSlots({ restaurant_id: restaurantId ?? 0, date, party_size: partySize }, { signal }),
  );
}
