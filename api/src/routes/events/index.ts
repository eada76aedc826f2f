import {
  apiErrorSchema,
  isStaffRole,
  LIVE_EVENT_NAME,
  liveEventSchema,
  QUEUE_EVENT_NAME,
  staffQueuesOf,
  type LiveEvent,
  type StaffQueue,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, signedInUserId } from '../../plugins/app/auth';

/** A browser that lost the stream tries again after this long (the `retry:` field). */
const RECONNECT_MS = 3000;

const lastEventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, { error: 'Last-Event-ID must be the id of an event of this stream.' })
  .transform(Number)
  .optional();

const sseEvent = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`;
/** Without an `id:` line: the browser's Last-Event-ID stays the last notification's. */
const queueEvent = (queue: StaffQueue) =>
  `event: ${QUEUE_EVENT_NAME}\ndata: ${JSON.stringify({ queue })}\n\n`;

/**
 * GET /api/events: the signed-in user's notifications as Server-Sent Events, from whichever API process made
 * them (PostgreSQL LISTEN/NOTIFY, one LISTEN per process). A browser reconnecting with Last-Event-ID first
 * gets what it missed. A client that asks for JSON instead of `text/event-stream` gets the events after its
 * Last-Event-ID (without one, the latest) in one answer, so it can poll where it cannot hold a stream.
 * Staff also get `event: queue` each time a back-office queue their role works changes (staffQueuesOf).
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = app.liveEvents;
  const streams = new Set<() => void>();
  // Before the server waits for its connections: streams never end by themselves.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    '/',
    {
      config: { access: 'user', longLived: true },
      schema: {
        tags: ['events'],
        summary:
          'Your notifications as they happen (Server-Sent Events; with Accept: application/json, a poll)',
        description:
          'Each event is `event: notification`, `id:` the notification id, `data:` the notification as JSON. Reconnect with Last-Event-ID to get the events missed meanwhile; comments keep the stream alive. Staff also get `event: queue` with `data: {"queue": …}` (no id) when a back-office queue their role works changes; they read that list again.',
        security: [{ bearerAuth: [] }],
        headers: z.object({ 'last-event-id': lastEventIdSchema }),
        response: {
          200: z
            .object({ events: z.array(liveEventSchema) })
            .describe('text/event-stream, or this JSON for a client that asks for JSON'),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const after = request.headers['last-event-id'];
      if (request.method !== 'GET' || !request.headers.accept?.includes('text/event-stream')) {
        return { events: await live.eventsAfter(userId, after) };
      }

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      raw.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      let close: (() => void) | undefined;
      let closeQueues: (() => void) | undefined;
      const end = () => {
        streams.delete(end);
        close?.();
        closeQueues?.();
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      // The browser left (or the connection broke): its stream is closed here.
      raw.once('close', end);
      try {
        close = await live.open(userId, after, {
          send: (event) => raw.write(sseEvent(event)),
          heartbeat: () => raw.write(': heartbeat\n\n'),
        });
      } catch (error) {
        app.log.error({ err: error }, 'event stream not opened');
        end();
        return;
      }
      const { role } = signedInUser(request);
      if (isStaffRole(role)) {
        closeQueues = live.watchQueues(staffQueuesOf(role), (queue) => raw.write(queueEvent(queue)));
      }
      if (raw.writableEnded || raw.destroyed) end();
    },
  );
};

export default eventRoutes;
