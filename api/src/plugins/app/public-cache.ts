import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';

/** Public content changes only when staff edit it; other API processes see an edit within this time. */
export const PUBLIC_CACHE_TTL_MS = 30_000;
const PUBLIC_PREFIX = '/api/web/';
/** Query strings are the visitor's to choose: the cache stays bounded whatever they send. */
const MAX_ENTRIES = 500;

interface Entry {
  body: Buffer;
  etag: string;
  expires: number;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    servedFromCache?: boolean;
  }
}

const isPublicRead = (method: string, url: string) => method === 'GET' && url.startsWith(PUBLIC_PREFIX);

function encode(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(entry.body);
  return entry.encoded[encoding];
}

/**
 * Answers repeated reads of public content (rooms, menu, pages…) from memory, already serialised and
 * compressed, with an ETag so browsers revalidate for a 304. Any successful write empties the cache.
 */
export default fp(
  async (app) => {
    const cache = new Map<string, Entry>();

    app.addHook('onRequest', async (request, reply) => {
      if (!isPublicRead(request.method, request.url)) return;
      const entry = cache.get(request.url);
      if (!entry || entry.expires < Date.now()) return;
      request.servedFromCache = true;
      reply
        .header('ETag', entry.etag)
        .header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
      reply.header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
      reply.type('application/json; charset=utf-8');
      if (!encoding || entry.body.length < 1024) return reply.send(entry.body);
      return reply.header('Content-Encoding', encoding).send(encode(entry, encoding));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.servedFromCache || !isPublicRead(request.method, request.url) || reply.statusCode !== 200) {
        return payload;
      }
      if (typeof payload !== 'string') return payload;
      const body = Buffer.from(payload);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(request.url, { body, etag, expires: Date.now() + PUBLIC_CACHE_TTL_MS, encoded: {} });
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.clear();
    });
  },
  { name: 'public-cache' },
);
