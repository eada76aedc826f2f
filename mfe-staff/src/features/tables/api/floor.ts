import { http, type RequestOptions } from '@haveli/api-client';
import type { StaffFloor, StaffRestaurantsResponse } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

/** GET staff/table-bookings: a restaurant's day on the floor. */
export async function getFloor(
  restaurantId: number,
  date: string,
  { signal }: RequestOptions = {},
): Promise<StaffFloor> {
  const { data } = await http.get<StaffFloor>('staff/table-bookings', {
    params: { restaurant_id: restaurantId, date },
    signal,
  });
  return data;
}

/** The floor, read again every few seconds as parties are booked, seated and moved. */
export function useFloor(restaurantId: number | undefined, date: string) {
  return useQuery({
    queryKey: ['staff', 'tables', restaurantId, date],
    queryFn: ({ signal }) => getFloor(restaurantId ?? 0, date, { signal }),
    enabled: restaurantId !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}

/** GET staff/restaurants: the restaurants to choose the floor of. */
export function useRestaurantChoices() {
  return useQuery({
    queryKey: ['staff', 'restaurants'],
    queryFn: async ({ signal }) =>
      (await http.get<StaffRestaurantsResponse>('staff/restaurants', { signal })).data.restaurants,
  });
}
