import { getNotifications } from '@haveli/api-client';
import { NOTIFICATIONS_PAGE_SIZE } from '@haveli/contracts';
import { keepPreviousData, useQuery } from '@haveli/query';

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
