import type { StaffQueue } from '@haveli/contracts';
import { staffQueueChanges$, subscribeTo } from '@haveli/event-bus';
import type { QueryClient } from '@haveli/query';

/**
 * The back office's lists each queue change makes stale, by the first keys of their queries after 'staff'.
 * Today's figures count every queue.
 */
export const QUEUE_QUERIES: Record<StaffQueue, readonly string[]> = {
  orders: ['orders', 'today'],
  'table-requests': ['table-requests', 'tables', 'today'],
  bookings: ['bookings', 'stay', 'tape-chart', 'today'],
  inbox: ['inbox', 'today'],
  moderation: ['moderation', 'today'],
  housekeeping: ['housekeeping', 'bookings', 'stay', 'tape-chart', 'today'],
};

/**
 * Reads a list again whenever the API says its queue changed (the shell carries GET /api/events's queue
 * changes on the bus), so new orders, requests and messages appear without a reload. Only the lists on screen
 * are read at once; the others when next shown. Returns the unsubscriber.
 */
export function refreshOnQueueChanges(queryClient: QueryClient): () => void {
  return subscribeTo(staffQueueChanges$, (queue) => {
    for (const key of QUEUE_QUERIES[queue]) void queryClient.invalidateQueries({ queryKey: ['staff', key] });
  });
}
