import { useMutation, useQuery, useQueryClient } from '@haveli/query';
import { cancelStayBooking, previewStayCancellation } from './stays';
import { invalidateStays } from './invalidate-stays';

/** GET cancel-preview: what cancelling now costs, asked when the guest opens the dialog. */
export function useCancellationPreview(reference: string | null) {
  return useQuery({
    queryKey: ['stay-cancel-preview', reference],
    queryFn: ({ signal }) => previewStayCancellation(reference as string, { signal }),
    enabled: reference !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** POST cancel. */
export function useCancelStayBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelStayBooking,
    onSuccess: () => invalidateStays(queryClient),
  });
}
