import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../../lib/http-errors';
import { signedInUserId } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an Idempotency-Key header (a signed-in guest's writes that must happen once). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed and must record its answer under; null once recorded, or without one. */
    idempotencyKey: string | null;
  }
}

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  reused: 'This Idempotency-Key was already used for a different request.',
  busy: 'A request with this Idempotency-Key is still being answered. Please try again in a moment.',
} as const;

const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a key is remembered. */
const KEEP = "interval '24 hours'";
/** A second request with a key whose first is still being answered waits this long for its answer. */
const WAIT_MS = 10_000;
const POLL_MS = 25;
const SWEEP_MS = 60 * 60 * 1000;

interface KeyRow {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
}

/** What makes two requests "the same": method, path and query, and the body as validated. */
const fingerprintOf = (request: FastifyRequest) =>
  `${request.method} ${request.url} ${createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url')}`;

/**
 * `Idempotency-Key` on the routes that set `config: { idempotent: true }`: the first request with a key
 * claims it in PostgreSQL (shared by every API process) and its answer is recorded there; the same key from
 * the same guest within 24 hours gets that answer again (`Idempotent-Replayed: true`) and changes nothing, even
 * when both arrive at once (the second waits for the first's answer). A key sent with a different request is
 * refused (422). A 5xx answer is not recorded: the key is released so that the guest can retry.
 *
 * Registered before the compression plugin, so the answer is recorded as JSON.
 */
export default fp(
  async (app) => {
    app.decorateRequest('idempotencyKey', null);

    const release = async (request: FastifyRequest) => {
      const key = request.idempotencyKey;
      if (key === null) return;
      request.idempotencyKey = null;
      await app.db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [
        signedInUserId(request),
        key,
      ]);
    };

    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.idempotent) return;
      const key = request.headers['idempotency-key'];
      if (key === undefined) return;
      if (typeof key !== 'string' || !KEY.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid);
      const userId = signedInUserId(request);
      const fingerprint = fingerprintOf(request);
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        // A key older than 24 hours is free again.
        const claimed = await app.db.query(
          `INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, key) DO UPDATE
             SET fingerprint = EXCLUDED.fingerprint, status_code = NULL, content_type = NULL, body = NULL,
                 created_at = now()
             WHERE idempotency_keys.created_at < now() - ${KEEP}
           RETURNING 1`,
          [userId, key, fingerprint],
        );
        if (claimed.length > 0) {
          request.idempotencyKey = key;
          return;
        }
        const [first] = await app.db.query<KeyRow>(
          `SELECT fingerprint, status_code, content_type, body FROM idempotency_keys
           WHERE user_id = $1 AND key = $2`,
          [userId, key],
        );
        // Released by a first request that failed in between: claim it again.
        if (!first) continue;
        if (first.fingerprint !== fingerprint) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
        if (first.status_code !== null) {
          return reply
            .code(first.status_code)
            .header('content-type', first.content_type ?? 'application/json; charset=utf-8')
            .header('idempotent-replayed', 'true')
            .send(first.body ?? '');
        }
        if (Date.now() > deadline)
          throw new HttpError(409, IDEMPOTENCY_MESSAGES.busy, { 'retry-after': '1' });
        await sleep(POLL_MS);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (key === null) return payload;
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await release(request);
        return payload;
      }
      request.idempotencyKey = null;
      await app.db.query(
        `UPDATE idempotency_keys SET status_code = $3, content_type = $4, body = $5
         WHERE user_id = $1 AND key = $2`,
        [
          signedInUserId(request),
          key,
          reply.statusCode,
          String(reply.getHeader('content-type') ?? ''),
          payload,
        ],
      );
      return payload;
    });
    // An answer that never reached onSend (the guest went away) releases its key.
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);

    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweeper = setInterval(() => {
        app.db
          .query(`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEEP}`)
          .catch((error: unknown) => app.log.warn({ err: error }, 'could not remove old idempotency keys'));
      }, SWEEP_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'idempotency' },
);
