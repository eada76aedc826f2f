import { http, type RequestOptions } from '@haveli/api-client';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationsPage, type NotificationsQuery } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';

/** The guest's notifications, unread first and then newest first. */
export async function getNotifications(
  query: NotificationsQuery = {},
  { signal }: RequestOptions = {},
): Promise<NotificationsPage> {
  const { data } = await http.get<NotificationsPage>('notifications', { params: query, signal });
  return data;
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET notifications: one page, unread first and then newest first. */
export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, page],
    queryFn: ({ signal }) => getNotifications({ page, limit: NOTIFICATIONS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
