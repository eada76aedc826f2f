import type { StayChangeRequest } from '@haveli/contracts';
import { useMutation, useQueryClient } from '@haveli/query';
import { changeStayBooking, previewStayChange } from './stays';
import { invalidateStays } from './invalidate-stays';

/** POST change-preview: the re-priced stay and the difference; nothing is changed. */
export function usePreviewStayChange(reference: string) {
  return useMutation({
    mutationFn: (change: StayChangeRequest) => previewStayChange(reference, change),
  });
}

/** POST change: the booking takes the new stay. */
export function useChangeStayBooking(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StayChangeRequest) => changeStayBooking(reference, change),
    onSuccess: () => invalidateStays(queryClient),
  });
}
