import { http } from '@haveli/api-client';
import type { Feedback, FeedbackRequest, FeedbackResponse } from '@haveli/contracts';
import { useMutation, useQuery, useQueryClient } from '@haveli/query';

/** Signed-in guests' feedback is linked to their account (the client sends their token when it has one). */
export async function submitFeedback(body: FeedbackRequest): Promise<FeedbackResponse> {
  const { data } = await http.post<FeedbackResponse>('feedback/submit', body);
  return data;
}

/** What this visitor wrote that still waits for staff: the public list leaves it out until then. */
const OWN_PENDING_KEY = ['own-pending-feedback'] as const;

/** POST feedback/submit; every feedback list reloads so the new item shows on top. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: (saved) => {
      if (saved.data.feedback_status === 'Pending') {
        queryClient.setQueryData<Feedback[]>(OWN_PENDING_KEY, (items = []) => [saved.data, ...items]);
      }
      return queryClient.invalidateQueries({ queryKey: ['feedback'] });
    },
  });
}

/** The visitor's own feedback awaiting approval, newest first (kept for this visit only). */
export function useOwnPendingFeedback(): Feedback[] {
  return useQuery<Feedback[]>({
    queryKey: OWN_PENDING_KEY,
    queryFn: () => [],
    initialData: [],
    staleTime: Infinity,
  }).data;
}
