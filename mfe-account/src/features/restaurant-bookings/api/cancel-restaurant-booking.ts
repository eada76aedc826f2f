import { http } from '@haveli/api-client';
import type { RestaurantReservationResponse } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';

/** The guest cancels a Pending or Confirmed table booking before its slot. */
export async function cancelRestaurantReservation(id: number): Promise<RestaurantReservationResponse> {
  const { data } = await http.post<RestaurantReservationResponse>(`reservationRestaurant/${id}/cancel`);
  return data;
}

/** POST reservationRestaurant/:id/cancel; the guest's table bookings reload afterwards. */
export function useCancelRestaurantBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRestaurantReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['restaurant-bookings'] }),
  });
}
