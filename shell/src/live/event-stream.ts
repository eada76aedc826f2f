import { http, readToken } from '@haveli/api-client';
import {
  LIVE_EVENT_NAME,
  liveEventSchema,
  QUEUE_EVENT_NAME,
  queueEventSchema,
  STAFF_QUEUES,
} from '@haveli/contracts';
import { publishLiveEvent, publishStaffQueueChange, showToast } from '@haveli/event-bus';
import { EventSource } from 'eventsource';

/** After a refused or broken stream, the next try waits this long, then twice as long each time, up to the max. */
const RETRY_MIN_MS = 3000;
const RETRY_MAX_MS = 60_000;
const UNAUTHORIZED = 401;

/**
 * GET /api/events through the `eventsource` library: the browser's own EventSource cannot send the bearer
 * token the API signs users in with. Each event goes on the bus (screens update in place) and into a toast.
 * The library reconnects after a dropped connection with Last-Event-ID, so nothing is missed; when the
 * answer is not a stream at all (a restarting API's 503), it gives up, and this starts it again later with
 * the last id it had. Staff also get queue changes (`event: queue`), which go on the bus for the back office's
 * screens to read their lists again; queue changes are not replayed, so after each reconnection every queue is
 * announced once. Returns the function that closes the stream.
 */
export function openEventStream(): () => void {
  const url = `${(http.defaults.baseURL ?? '/api').replace(/\/+$/, '')}/events`;
  let source: EventSource | undefined;
  let lastEventId = '';
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_MIN_MS;
  let stopped = false;
  let opened = false;

  const connect = () => {
    source = new EventSource(url, {
      fetch: (input, init) => {
        const headers = new Headers(init.headers);
        const token = readToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        if (lastEventId && !headers.has('Last-Event-ID')) headers.set('Last-Event-ID', lastEventId);
        return fetch(input, { ...init, headers });
      },
    });
    source.addEventListener('open', () => {
      delay = RETRY_MIN_MS;
      // Queue changes made while the stream was down were not kept for it: whoever shows a queue reads it again.
      if (opened) STAFF_QUEUES.forEach(publishStaffQueueChange);
      opened = true;
    });
    source.addEventListener(QUEUE_EVENT_NAME, (message) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = queueEventSchema.safeParse(data);
      if (parsed.success) publishStaffQueueChange(parsed.data.queue);
    });
    source.addEventListener(LIVE_EVENT_NAME, (message) => {
      lastEventId = message.lastEventId || lastEventId;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = liveEventSchema.safeParse(data);
      if (!parsed.success) return;
      publishLiveEvent(parsed.data);
      // The guest's own cancel or change was said on the page where they made it: no second word of it.
      if (parsed.data.subject.by !== 'guest') {
        showToast({ kind: 'info', message: parsed.data.title, closable: true });
      }
    });
    source.addEventListener('error', (error) => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      // A session that ended: the guest's next call signs them out; trying again would only be refused.
      if (error.code === UNAUTHORIZED) return;
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}
