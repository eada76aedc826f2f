import { cancelRestaurantReservation } from '@haveli/api-client';
import { useMutation, useQueryClient } from '@haveli/query';

/** POST reservationRestaurant/:id/cancel; the guest's table bookings reload afterwards. */
export function useCancelRestaurantBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRestaurantReservation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['restaurant-bookings'] }),
  });
}
