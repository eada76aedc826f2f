import { getRestaurants } from '@haveli/api-client';
import { useLoaded } from './use-loaded';

/** GET reservationRestaurant/restaurants: the restaurants a guest may book, once the dialog is used. */
export function useRestaurants(enabled: boolean) {
  const loaded = useLoaded(enabled ? 'restaurants' : null, (signal) => getRestaurants({ signal }));
  return { ...loaded, data: loaded.data?.restaurants };
}
