import { request } from 'node:http';
import {
  LIVE_EVENT_NAME,
  liveEventSchema,
  QUEUE_EVENT_NAME,
  queueEventSchema,
  type LiveEvent,
  type StaffQueue,
} from '@haveli/contracts';

export interface EventStream {
  /** The response's status and content type. */
  readonly status: number;
  readonly contentType: string;
  /** The next notification of the stream (waits for it), failing after `timeoutMs`. */
  next(timeoutMs?: number): Promise<LiveEvent>;
  /** Comments received so far (`connected`, `heartbeat`). */
  readonly comments: string[];
  /** The back-office queues announced so far (`event: queue`), in order. */
  readonly queues: StaffQueue[];
  /** Settles when the server ended the stream (or the connection broke). */
  readonly ended: Promise<void>;
  /** The answer's body when it is not a stream (a refusal's JSON), once it has arrived. */
  body(): Promise<string>;
  close(): void;
}

/**
 * Opens GET /api/events as a browser's EventSource does, on a listening API at `baseUrl`, and parses its
 * events (id, event, data lines; comments) as they arrive.
 */
export function openEventStream(
  baseUrl: string,
  authorization: string,
  lastEventId?: number,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api/events`, {
      headers: {
        accept: 'text/event-stream',
        authorization,
        ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
      },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      const queued: LiveEvent[] = [];
      const waiting: ((event: LiveEvent) => void)[] = [];
      const comments: string[] = [];
      const queues: StaffQueue[] = [];
      let buffer = '';
      let text = '';
      const ended = new Promise<void>((resolveEnded) => {
        response.once('end', resolveEnded);
        response.once('close', resolveEnded);
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.get('event') === QUEUE_EVENT_NAME) {
            if (fields.has('id')) throw new Error('a queue event carries no id');
            queues.push(queueEventSchema.parse(JSON.parse(fields.get('data') ?? '')).queue);
          }
          if (fields.get('event') !== LIVE_EVENT_NAME) continue;
          const event = liveEventSchema.parse(JSON.parse(fields.get('data') ?? ''));
          if (String(event.id) !== fields.get('id')) throw new Error('id: is not the notification id');
          const taker = waiting.shift();
          if (taker) taker(event);
          else queued.push(event);
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type'] ?? ''),
        comments,
        queues,
        ended,
        body: () => ended.then(() => text),
        next: (timeoutMs = 5000) => {
          const ready = queued.shift();
          if (ready) return Promise.resolve(ready);
          return new Promise((resolveEvent, rejectEvent) => {
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(taker), 1);
              rejectEvent(new Error(`no event within ${timeoutMs} ms`));
            }, timeoutMs);
            const taker = (event: LiveEvent) => {
              clearTimeout(timer);
              resolveEvent(event);
            };
            waiting.push(taker);
          });
        },
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}
