import { http } from '@haveli/api-client';
import type { Notification, UnreadCount } from '@haveli/contracts';
import { requestShell } from '@haveli/event-bus';
import { useMutation, useQueryClient } from '@haveli/query';
import { NOTIFICATIONS_KEY } from './get-notifications';

export async function markNotificationRead(id: number): Promise<Notification> {
  const { data } = await http.post<Notification>(`notifications/${encodeURIComponent(id)}/read`);
  return data;
}

export async function markAllNotificationsRead(): Promise<UnreadCount> {
  const { data } = await http.post<UnreadCount>('notifications/read-all');
  return data;
}

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
