import { http, type RequestOptions } from '@haveli/api-client';
import type { RestaurantList } from '@haveli/contracts';
import { useLoaded } from './use-loaded';

/** The hotel's restaurants with their services and largest table (public). */
export async function getRestaurants({ signal }: RequestOptions = {}): Promise<RestaurantList> {
  const { data } = await http.get<RestaurantList>('reservationRestaurant/restaurants', { signal });
  return data;
}

/** GET reservationRestaurant/restaurants: the restaurants a guest may book, once the dialog is used. */
export function useRestaurants(enabled: boolean) {
  const loaded = useLoaded(enabled ? 'restaurants' : null, (signal) => getRestaurants({ signal }));
  return { ...loaded, data: loaded.data?.restaurants };
}
