import type { StaffQueue } from '@haveli/contracts';
import { Subject, type Observable } from 'rxjs';

const changes = new Subject<StaffQueue>();

/**
 * The back office's queues as they change (the shell reads GET /api/events for signed-in staff): each value
 * names a queue whose list should be read again. Not replayed: a screen that mounts later reads its list anyway.
 */
export const staffQueueChanges$: Observable<StaffQueue> = changes.asObservable();

export function publishStaffQueueChange(queue: StaffQueue): void {
  changes.next(queue);
}
