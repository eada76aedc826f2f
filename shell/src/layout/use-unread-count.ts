import { http, type RequestOptions } from '@haveli/api-client';
import type { UnreadCount } from '@haveli/contracts';
import { liveEvents$, requests$ } from '@haveli/event-bus';
import { useEffect, useState } from 'react';

export async function getUnreadCount({ signal }: RequestOptions = {}): Promise<UnreadCount> {
  const { data } = await http.get<UnreadCount>('notifications/unread-count', { signal });
  return data;
}

/**
 * How many of the signed-in guest's notifications are unread, for the header's badge: asked when the guest
 * signs in, when the window comes back into focus, when an app says the notifications changed, and when a new
 * one arrives live (GET /api/events). The shell
 * keeps no query cache of its own for this one number (it would bring TanStack Query to every first paint);
 * a failed count keeps the last one, since the badge is only a pointer to /notifications.
 */
export function useUnreadCount(userId: string | null): number {
  // Kept with the account it was counted for: another account (or none) starts from 0, not the last count.
  const [counted, setCounted] = useState<{ userId: string; unread: number } | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
    let controller = new AbortController();
    const refresh = () => {
      controller.abort();
      controller = new AbortController();
      getUnreadCount({ signal: controller.signal }).then(
        (count) => setCounted({ userId, unread: count.unread }),
        () => undefined,
      );
    };
    refresh();
    window.addEventListener('focus', refresh);
    const subscription = requests$.subscribe((request) => {
      if (request.type === 'refresh-unread-count') refresh();
    });
    const arrivals = liveEvents$.subscribe(refresh);
    return () => {
      controller.abort();
      window.removeEventListener('focus', refresh);
      subscription.unsubscribe();
      arrivals.unsubscribe();
    };
  }, [userId]);

  return counted && counted.userId === userId ? counted.unread : 0;
}
