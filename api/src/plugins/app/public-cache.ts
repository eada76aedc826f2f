import type { OutgoingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { CachedJson, matchesEtag, preferredEncoding } from '../../lib/cached-json';
import { COMPRESS_THRESHOLD_BYTES } from '../external/compress';

/** Public content changes only when staff edit it; other API processes see an edit within this time. */
export const PUBLIC_CACHE_TTL_MS = 30_000;
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
const PUBLIC_PREFIX = '/api/web/';
/** Query strings are the visitor's to choose: the cache stays bounded whatever they send. */
const MAX_ENTRIES = 500;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The generation of a request the cache does not keep. */
const NOT_KEPT = -1;

interface Entry {
  json: CachedJson;
  expires: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache's generation when this public read missed it; NOT_KEPT for other requests. */
    publicCacheGeneration: number;
  }
}

/**
 * Answers repeated reads of public content (rooms, menu, pages…) from memory, already serialised and
 * compressed, with an ETag so browsers revalidate for a 304. Any successful write empties the cache.
 *
 * A hit is answered in this plugin's onRequest hook, so it must come after every plugin whose onRequest
 * hook adds headers that all answers carry (security headers, HSTS, the XSRF cookie) and before the rest:
 * nothing after it runs for a hit.
 */
export default fp(
  async (app) => {
    const cache = new Map<string, Entry>();
    // Bumped by every write: a read that began before it may have read what the write replaced.
    let generation = 0;
    const options = { cacheControl: PUBLIC_CACHE_CONTROL, compressFrom: COMPRESS_THRESHOLD_BYTES };
    app.decorateRequest('publicCacheGeneration', NOT_KEPT);

    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || !request.url.startsWith(PUBLIC_PREFIX)) return done();
      const entry = cache.get(request.url);
      if (!entry || entry.expires < Date.now()) {
        // Content that anyone may read is the same for everyone, so one copy can serve all.
        if (request.routeOptions.config.access === 'public') request.publicCacheGeneration = generation;
        return done();
      }
      const { headers } = request;
      const representation = entry.json.representation(preferredEncoding(headers['accept-encoding']));
      const notModified = matchesEtag(headers['if-none-match'], representation.etag);
      const own: OutgoingHttpHeaders = notModified
        ? representation.notModifiedHeaders
        : representation.headers;
      // Fastify keeps header values as Node takes them; its type allows a number for names Node types narrower.
      const earlier = reply.getHeaders() as OutgoingHttpHeaders;
      reply.hijack();
      reply.raw.writeHead(notModified ? 304 : 200, { ...earlier, ...own });
      reply.raw.end(notModified ? undefined : representation.body);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (!READ_METHODS.has(request.method)) {
        // Before the answer leaves, so that a read sent after it sees the change.
        if (reply.statusCode < 400) {
          cache.clear();
          generation += 1;
        }
        return done(null, payload);
      }
      if (
        request.publicCacheGeneration !== generation ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      ) {
        return done(null, payload);
      }
      const json = new CachedJson(payload, options);
      cache.delete(request.url);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(request.url, { json, expires: Date.now() + PUBLIC_CACHE_TTL_MS });

      // The first answer is the same as the ones the cache gives after it.
      const representation = json.representation(preferredEncoding(request.headers['accept-encoding']));
      if (matchesEtag(request.headers['if-none-match'], representation.etag)) {
        reply.code(304).removeHeader('content-type').headers(representation.notModifiedHeaders);
        return done(null, null);
      }
      reply.headers(representation.headers);
      done(null, representation.body);
    });
  },
  { name: 'public-cache' },
);
