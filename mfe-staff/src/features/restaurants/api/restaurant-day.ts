import { http, type RequestOptions } from '@haveli/api-client';
import type { StaffRestaurantDay } from '@haveli/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@haveli/query';
import {
  confirmRestaurantReservation,
  declineRestaurantReservation,
} from '../../../api/restaurant-reservations';
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

/** Confirms a waiting request with a table, or declines it with a reason; the day reads again after. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { id: number; tableId: number } | { id: number; reason: string }) =>
      'tableId' in answer
        ? confirmRestaurantReservation(answer.id, { table_id: answer.tableId })
        : declineRestaurantReservation(answer.id, { reason: answer.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
