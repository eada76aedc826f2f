import { markAllNotificationsRead, markNotificationRead } from '@haveli/api-client';
import { requestShell } from '@haveli/event-bus';
import { useMutation, useQueryClient } from '@haveli/query';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** After any change the list reloads and the header counts the unread again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    requestShell({ type: 'refresh-unread-count' });
    await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
}

/** POST notifications/:id/read. */
export function useMarkNotificationRead() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: markNotificationRead, onSuccess });
}

/** POST notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess });
}
