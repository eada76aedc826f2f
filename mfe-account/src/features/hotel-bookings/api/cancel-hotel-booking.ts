import { cancelHotelReservation } from '@haveli/api-client';
import { useMutation, useQueryClient } from '@haveli/query';

/** POST reservationHotel/:id/cancel; the guest's booking lists reload afterwards. */
export function useCancelHotelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelHotelReservation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hotel-bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]),
  });
}
