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
import { HttpError, unauthorized } from '../../lib/http-errors';
import { streamSessions } from '../../lib/stream-sessions';
import { INVALID_TOKEN_MESSAGE, signedInUser, signedInUserId } from '../../plugins/app/auth';

/** A browser that lost the stream tries again after this long (the `retry:` field). */
const RECONNECT_MS = 3000;
/** A refused extra stream is worth trying again after this long (another tab may have closed meanwhile). */
const STREAM_REFUSED_RETRY_SECONDS = 30;
export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live update connections for this account. Close another tab or window and try again.';

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
 * A stream lives only as long as its session (streamSessions): it ends when its token expires, and on every
 * process when the account signs out, changes its password, is disabled or given another role; each event is
 * sent only while the session holds. An account holds at most `eventStreamsPerAccount` streams per process;
 * one more is refused with 429 (the browser tries again later), so an open tab is never cut off by a new one.
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = app.liveEvents;
  const sessions = streamSessions(
    (userId) => app.repositories.users.findSession(userId),
    live,
    app.config.eventStreamsPerAccount,
  );
  const streams = new Set<() => void>();
  // Before the server waits for its connections: streams never end by themselves.
  app.addHook('preClose', async () => {
    sessions.stop();
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
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const after = request.headers['last-event-id'];
      if (request.method !== 'GET' || !request.headers.accept?.includes('text/event-stream')) {
        return { events: await live.eventsAfter(userId, after) };
      }

      const { role } = signedInUser(request);
      const token = request.signedInToken;
      if (!token) throw unauthorized(INVALID_TOKEN_MESSAGE);
      let end = () => {};
      const admitted = sessions.admit(
        { userId, role, tokenVersion: token.version, expiresAt: token.expiresAt },
        () => end(),
      );
      if (!admitted) {
        throw new HttpError(429, TOO_MANY_STREAMS_MESSAGE, {
          'retry-after': String(STREAM_REFUSED_RETRY_SECONDS),
        });
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
      let close: (() => void) | undefined;
      let closeQueues: (() => void) | undefined;
      end = () => {
        streams.delete(end);
        admitted.release();
        close?.();
        closeQueues?.();
        if (!raw.writableEnded) raw.end();
      };
      streams.add(end);
      // The browser left (or the connection broke): its stream is closed here.
      raw.once('close', end);
      // Each event waits for the session check of the one before: they leave in the order they came.
      let sending = Promise.resolve();
      const sendIfSessionHolds = (text: string) => {
        sending = sending
          .then(async () => {
            if (!(await admitted.holds())) end();
            else if (!raw.writableEnded) raw.write(text);
          })
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'event stream session not checked');
            end();
          });
      };
      // Listening before the answer's first bytes leave: a client that has its answer hears every queue
      // change made after it (queue events are not replayed).
      if (isStaffRole(role)) {
        closeQueues = live.watchQueues(staffQueuesOf(role), (queue) => sendIfSessionHolds(queueEvent(queue)));
      }
      try {
        close = await live.open(userId, after, {
          send: (event) => sendIfSessionHolds(sseEvent(event)),
          heartbeat: () => raw.write(': heartbeat\n\n'),
        });
      } catch (error) {
        app.log.error({ err: error }, 'event stream not opened');
        end();
        return;
      }
      if (raw.writableEnded || raw.destroyed) end();
      else raw.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    },
  );
};

export default eventRoutes;
