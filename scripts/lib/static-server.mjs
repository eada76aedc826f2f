// The site's static hosts, on Fastify with @fastify/static: the shell's origin (its pages composed per request)
// and each remote's. Builds write every text file beside itself as .br and .gz (packages/webpack-config's
// precompress.cjs); the browser gets the one it accepts, as it is, and no file is compressed on a request.
import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { FILE_CSP, securityHeaders } from './security-headers.mjs';

/** Types where the one @fastify/static's table gives is not the one browsers and tools expect. */
const TYPES = { '.ico': 'image/x-icon' };

/** Names with a content hash never change: cache them for a year. Everything else is revalidated. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/;

/** The encoding a page composed for one request is sent in: brotli, else gzip, else none. */
function pageEncoding(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

const compressPage = {
  // A page is made per request: brotli at a quick level (its best level is for files compressed once).
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => gzipSync(html),
};

/** Sends a page composed for this request (no-cache, revalidated by a hash of its body). */
function sendPage(request, reply, html, headers) {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  reply.headers({ ...headers, ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = pageEncoding(request);
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(compressPage[encoding](html));
}

/**
 * A static host for one built app. `fallback` answers page navigations (paths without an extension) with the
 * shell's page: `renderPage(request)` composes it for the request (the first paint, the remotes config), or
 * index.html is sent as it is; `cors` lets the shell's origin load a remote's files; `pageHeaders(request)` adds
 * headers to the page (the shell's Content-Security-Policy, early hints); `proxy` takes the requests under
 * its `prefix` as they arrive, before Fastify reads a body (`handle(rawRequest, rawResponse)`); `routes(app)`
 * adds routes of the server's own. Resolves once it listens on `port`.
 */
export async function createStaticServer({
  root,
  port,
  fallback = false,
  cors = false,
  pageHeaders,
  renderPage,
  proxy,
  routes,
}) {
  const app = Fastify({ logger: false, return503OnClosing: false });
  const corsHeaders = cors ? { 'Access-Control-Allow-Origin': '*' } : {};
  const isPage = (file) => extname(file) === '.html';

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'ignore',
    // Per file sent: its caching rule, and the page's headers on a page, the files' policy on anything else.
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (TYPES[extname(file)]) reply.header('Content-Type', TYPES[extname(file)]);
      reply.headers(
        isPage(file) && pageHeaders
          ? pageHeaders(reply.request.raw)
          : { 'Content-Security-Policy': FILE_CSP },
      );
    },
  });

  // Every answer but a proxied one carries the security set (and CORS on a remote's host).
  app.addHook('onSend', async (request, reply) => {
    reply.headers({ ...securityHeaders(request.raw), ...corsHeaders });
  });
  if (proxy) {
    app.addHook('onRequest', (request, reply, done) => {
      const path = request.raw.url?.split('?')[0] ?? '/';
      if (path !== proxy.prefix && !path.startsWith(`${proxy.prefix}/`)) return done();
      reply.hijack();
      proxy.handle(request.raw, reply.raw);
    });
  }
  routes?.(app);

  app.get('/*', (request, reply) => {
    const path = new URL(request.raw.url ?? '/', 'http://localhost').pathname;
    if (fallback && !extname(path)) {
      const html = renderPage?.(request.raw);
      const headers = { ...corsHeaders, ...(pageHeaders?.(request.raw) ?? {}) };
      if (html) return sendPage(request, reply, html, headers);
      return reply.sendFile('index.html');
    }
    return reply.sendFile(path === '/' ? 'index.html' : path);
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler: (_request, reply) => reply.code(405).header('Allow', 'GET, HEAD').send(),
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );

  await app.listen({ port, host: '::' });
  return app;
}
