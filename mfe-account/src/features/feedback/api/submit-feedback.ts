import { submitFeedback } from '@haveli/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST feedback/submit; every feedback list reloads so the new item shows on top. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
