import type { LiveEvent } from '@haveli/contracts';
import { Subject, type Observable } from 'rxjs';

const events = new Subject<LiveEvent>();

/**
 * What the API tells the signed-in user as it happens (the shell reads GET /api/events): an order moved, a
 * table confirmed, a stay changed. Not replayed: a screen that mounts later loads the data afresh anyway.
 */
export const liveEvents$: Observable<LiveEvent> = events.asObservable();

export function publishLiveEvent(event: LiveEvent): void {
  events.next(event);
}
