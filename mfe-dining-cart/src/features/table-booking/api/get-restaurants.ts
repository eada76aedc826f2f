import { http, type RequestOptions } from '@haveli/api-client';
import type { RestaurantList } from '@haveli/contracts';
import { useQuery } from '@haveli/query';

/** GET reservationRestaurant/restaurants: the hotel's restaurants with their services and largest table (public). */
export async function getRestaurants({ signal }: RequestOptions = {}): Promise<RestaurantList> {
  const { data } = await http.get<RestaurantList>('reservationRestaurant/restaurants', { signal });
  return data;
}

/** The restaurants a guest may book, asked for once the dialog is used by a signed-in guest. */
export function useRestaurants(enabled: boolean) {
  return useQuery({
    queryKey: ['reservationRestaurant', 'restaurants'],
    queryFn: ({ signal }) => getRestaurants({ signal }),
    select: (list) => list.restaurants,
    enabled,
  });
}
