import { createHotelReservation } from '@haveli/api-client';
import { useMutation, useQueryClient } from '@haveli/query';

/** POST reservationHotel/create; the guest's booking lists reload afterwards. */
export function useCreateHotelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotelReservation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['hotel-bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]),
  });
}
