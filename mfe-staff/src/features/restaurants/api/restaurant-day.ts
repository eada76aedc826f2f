import { http, type RequestOptions } from '@haveli/api-client';
import type { StaffRestaurantDay } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';
import { POLL_MS } from '../../../components/poll';

/** GET staff/restaurants/{id}/day: the day's tables with their parties (today when no date is given). */
export async function getRestaurantDay(
  restaurantId: string,
  date: string | undefined,
  { signal }: RequestOptions = {},
): Promise<StaffRestaurantDay> {
  const { data } = await http.get<StaffRestaurantDay>(`staff/restaurants/${restaurantId}/day`, {
    params: date ? { date } : {},
    signal,
  });
  return data;
}

/** A restaurant's day, read again every few seconds as requests come in and are confirmed. */
export function useRestaurantDay(restaurantId: string, date: string | undefined) {
  return useQuery({
    queryKey: ['staff', 'restaurants', restaurantId, 'day', date ?? 'today'],
    queryFn: ({ signal }) => getRestaurantDay(restaurantId, date, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}
