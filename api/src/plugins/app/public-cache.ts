import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import fp from 'fastify-plugin';
import { CachedJson, matchesEtag, preferredEncoding, type Representation } from '../../lib/cached-json';
import { COMPRESS_THRESHOLD_BYTES } from '../external/compress';
import { securityHeaders } from '../external/helmet';
import { needsXsrfCookie } from './xsrf';

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
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** The answer to a read whose If-None-Match may name the kept ETag. */
function answerOf(entry: Entry, headers: IncomingHttpHeaders) {
  const representation = entry.json.representation(preferredEncoding(headers['accept-encoding']));
  const notModified = matchesEtag(headers['if-none-match'], representation.etag);
  return { representation, notModified };
}

/** A request that may have come over TLS, at this server or at a proxy in front: it gets HSTS. */
const mayBeTls = (request: IncomingMessage) =>
  (request.socket as Partial<TLSSocket>).encrypted === true ||
  /https/i.test(String(request.headers['x-forwarded-proto'] ?? ''));

/**
 * The public content kept in memory, shared by the plugin's hooks and the HTTP server's first look at
 * each request (`answerFirst`).
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every write: a read that began before it may have read what the write replaced. */
  generation = 0;
  /** How many reads `answerFirst` has answered: Fastify never saw them. */
  answeredFirst = 0;
  /** Each representation's headers with the security headers every answer carries, made once. */
  private readonly fullHeaders = new WeakMap<Representation, [OutgoingHttpHeaders, OutgoingHttpHeaders]>();
  private readonly security = securityHeaders();

  lookup(url: string): Entry | undefined {
    const entry = this.entries.get(url);
    return entry && entry.expires >= Date.now() ? entry : undefined;
  }

  keep(url: string, json: CachedJson): void {
    this.entries.delete(url);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(url, { json, expires: Date.now() + PUBLIC_CACHE_TTL_MS });
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  /**
   * Answers a repeated public read from the HTTP server itself, before Fastify routes it and runs its
   * hooks: the same answer as the hook below gives, for about half the work (a cached list went from
   * 12,000-21,000 to 28,000-45,000 answers a second here). Only reads whose answer needs nothing
   * from the request are answered here: none that may have come over TLS (HSTS) and no browser still
   * without its XSRF cookie. Those go on to Fastify, whose hooks add them. Returns whether it answered.
   */
  answerFirst(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !request.url?.startsWith(PUBLIC_PREFIX)) return false;
    const entry = this.lookup(request.url);
    if (!entry || mayBeTls(request) || needsXsrfCookie(request.headers)) return false;
    const { representation, notModified } = answerOf(entry, request.headers);
    let headers = this.fullHeaders.get(representation);
    if (!headers) {
      headers = [
        { ...this.security, ...representation.headers },
        { ...this.security, ...representation.notModifiedHeaders },
      ];
      this.fullHeaders.set(representation, headers);
    }
    response.writeHead(notModified ? 304 : 200, notModified ? headers[1] : headers[0]);
    response.end(notModified ? undefined : representation.body);
    this.answeredFirst += 1;
    return true;
  }
}

export interface PublicCacheOptions {
  cache: PublicCache;
}

/**
 * Answers repeated reads of public content (rooms, menu, pages…) from memory, already serialised and
 * compressed, with an ETag so browsers revalidate for a 304. Any successful write empties the cache.
 *
 * Most hits are answered by the HTTP server before Fastify (`PublicCache.answerFirst`, wired in app.ts).
 * The others are answered in this plugin's onRequest hook, so it must come after every plugin whose
 * onRequest hook adds headers that all answers carry (security headers, HSTS, the XSRF cookie) and before
 * the rest: nothing after it runs for a hit.
 */
export default fp<PublicCacheOptions>(
  async (app, { cache }) => {
    const options = { cacheControl: PUBLIC_CACHE_CONTROL, compressFrom: COMPRESS_THRESHOLD_BYTES };
    app.decorate('publicCache', cache);
    app.decorateRequest('publicCacheGeneration', NOT_KEPT);

    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || !request.url.startsWith(PUBLIC_PREFIX)) return done();
      const entry = cache.lookup(request.url);
      if (!entry) {
        // Content that anyone may read is the same for everyone, so one copy can serve all.
        if (request.routeOptions.config.access === 'public') request.publicCacheGeneration = cache.generation;
        return done();
      }
      const { representation, notModified } = answerOf(entry, request.headers);
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
        if (reply.statusCode < 400) cache.clear();
        return done(null, payload);
      }
      if (
        request.publicCacheGeneration !== cache.generation ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      ) {
        return done(null, payload);
      }
      const json = new CachedJson(payload, options);
      cache.keep(request.url, json);

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
