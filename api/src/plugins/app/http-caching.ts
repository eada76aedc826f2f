import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/**
 * Public content (rooms, menu, pages…) is the same for everyone: browsers and shared caches (a CDN) may keep
 * it, but must ask again before each use, and get 304 while its ETag still matches. So a staff edit is seen at
 * the next read, through any API process, and an unchanged list costs a 304 without its body.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** Everything else (a guest's account, bookings, cart, orders; staff screens; errors) is never stored. */
export const PRIVATE_CACHE_CONTROL = 'no-store';

const READS = new Set(['GET', 'HEAD']);

/**
 * HTTP caching the standard way: a strong ETag on every answer with a body (@fastify/etag, which answers
 * a matching If-None-Match with 304) and a Cache-Control chosen by the route's access rule. An answer that
 * sets its own Cache-Control (the images' long max-age, the admin export) keeps it. Registered before the
 * compression plugin, so the ETag is computed on the JSON, not on one of its encodings.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) {
        const isPublic =
          READS.has(request.method) &&
          reply.statusCode === 200 &&
          request.routeOptions.config.access === 'public';
        reply.header('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
      }
      done(null, payload);
    });
    await app.register(etag);
  },
  { name: 'http-caching' },
);
