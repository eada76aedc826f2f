import { http } from '@haveli/api-client';
import type {
  RestaurantConfirmRequest,
  RestaurantDeclineRequest,
  RestaurantReservationResponse,
} from '@haveli/contracts';

/** Staff confirm a Pending request with a table. */
export async function confirmRestaurantReservation(
  id: number,
  body: RestaurantConfirmRequest,
): Promise<RestaurantReservationResponse> {
  const { data } = await http.post<RestaurantReservationResponse>(
    `reservationRestaurant/${id}/confirm`,
    body,
  );
  return data;
}

/** Staff decline a Pending request with a reason. */
export async function declineRestaurantReservation(
  id: number,
  body: RestaurantDeclineRequest,
): Promise<RestaurantReservationResponse> {
  const { data } = await http.post<RestaurantReservationResponse>(
    `reservationRestaurant/${id}/decline`,
    body,
  );
  return data;
}
