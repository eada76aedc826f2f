import { http } from '@haveli/api-client';
import type { RestaurantReservationRequest, RestaurantReservationResponse } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** POST reservationRestaurant/create: a Pending table request that staff confirm or decline. */
export async function createRestaurantReservation(
  body: RestaurantReservationRequest,
): Promise<RestaurantReservationResponse> {
  const { data } = await http.post<RestaurantReservationResponse>('reservationRestaurant/create', body);
  return data;
}

export function useCreateRestaurantReservation() {
  return useMutation({ mutationFn: createRestaurantReservation });
}
