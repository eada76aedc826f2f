import { useMutation, useQueryClient } from '@haveli/query';
import { createStayBooking } from './stays';
import { invalidateStays } from './invalidate-stays';

/**
 * POST stays/bookings; the guest's lists and every price reload afterwards, without holding up the move to
 * the confirmation.
 */
export function useCreateStayBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStayBooking,
    onSuccess: () => {
      void invalidateStays(queryClient);
    },
  });
}
