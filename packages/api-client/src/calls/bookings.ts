import type {
  AvailabilityQuery,
  AvailabilityResponse,
  HotelReservationList,
  HotelReservationRequest,
  HotelReservationResponse,
} from '@haveli/contracts';
import { http, type RequestOptions } from '../http';
import { postOnce } from '../idempotent';

/** Free rooms and prices of every room type for a stay (public). */
export async function getAvailability(
  query: AvailabilityQuery,
  { signal }: RequestOptions = {},
): Promise<AvailabilityResponse> {
  const { data } = await http.get<AvailabilityResponse>('availability', { params: query, signal });
  return data;
}

/** A booking is made once, even when the guest's connection drops before the answer (see `postOnce`). */
export async function createHotelReservation(
  body: HotelReservationRequest,
): Promise<HotelReservationResponse> {
  const { data } = await postOnce<HotelReservationResponse>('reservationHotel/create', body);
  return data;
}

export async function getHotelReservations(
  userId: string | number,
  { signal }: RequestOptions = {},
): Promise<HotelReservationList> {
  const { data } = await http.get<HotelReservationList>(
    `reservationHotel/user/${encodeURIComponent(userId)}`,
    {
      signal,
    },
  );
  return data;
}

export async function cancelHotelReservation(id: number): Promise<HotelReservationResponse> {
  const { data } = await http.post<HotelReservationResponse>(`reservationHotel/${id}/cancel`);
  return data;
}
