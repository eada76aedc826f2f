import type {
  RestaurantConfirmRequest,
  RestaurantDeclineRequest,
  RestaurantList,
  RestaurantReservationList,
  RestaurantReservationRequest,
  RestaurantReservationResponse,
  RestaurantSlots,
  RestaurantSlotsQuery,
} from '@haveli/contracts';
import { http, type RequestOptions } from '../http';

/** The hotel's restaurants with their services and largest table (public). */
export async function getRestaurants({ signal }: RequestOptions = {}): Promise<RestaurantList> {
  const { data } = await http.get<RestaurantList>('reservationRestaurant/restaurants', { signal });
  return data;
}

/** A day's bookable times at a restaurant for a party, each with whether a table is free (public). */
export async function getRestaurantSlots(
  query: RestaurantSlotsQuery,
  { signal }: RequestOptions = {},
): Promise<RestaurantSlots> {
  const { data } = await http.get<RestaurantSlots>('reservationRestaurant/slots', { params: query, signal });
  return data;
}

export async function createRestaurantReservation(
  body: RestaurantReservationRequest,
): Promise<RestaurantReservationResponse> {
  const { data } = await http.post<RestaurantReservationResponse>('reservationRestaurant/create', body);
  return data;
}

export async function getRestaurantReservations(
  userId: string | number,
  { signal }: RequestOptions = {},
): Promise<RestaurantReservationList> {
  const { data } = await http.get<RestaurantReservationList>(
    `reservationRestaurant/user/${encodeURIComponent(userId)}`,
    { signal },
  );
  return data;
}

/** The guest cancels a Pending or Confirmed table booking before its slot. */
export async function cancelRestaurantReservation(id: number): Promise<RestaurantReservationResponse> {
  const { data } = await http.post<RestaurantReservationResponse>(`reservationRestaurant/${id}/cancel`);
  return data;
}

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
