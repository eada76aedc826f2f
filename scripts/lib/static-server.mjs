import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Names with a content hash never change: cache them for a year. Everything else is revalidated. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/;

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // No page of the site is meant to be framed (the shell's own CSP says so too, for browsers that read it).
  'X-Frame-Options': 'DENY',
};

/** Files other than the shell's page are never documents to run: nothing in them may load or frame. */
const FILE_CSP = "default-src 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

/** The request came over TLS: to this server, or to a proxy in front that says so. */
export const isTls = (request) =>
  Boolean(request.socket?.encrypted) ||
  String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

/** Headers for every answer of a static server: the security set, and HSTS only over TLS. */
export function securityHeaders(request) {
  return { ...SECURITY_HEADERS, ...(isTls(request) ? { 'Strict-Transport-Security': HSTS } : {}) };
}

function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const gzipAsync = promisify(gzip);

/**
 * Each compressible file gzipped once, at the best level, the first time it is asked for: the files
 * of a release never change, and compressing them for every request took the server's CPU (about
 * 70 ms for a first visit to /home) just when the visitor's browser needs the machine. Keyed by the
 * file's path and version (size and mtime), so a file that does change is compressed again. The oldest
 * go first once they add up to GZIPPED_MAX_BYTES (old releases' files, on a host deployed to often).
 */
const GZIPPED_MAX_BYTES = 64 * 1024 * 1024;
const gzipped = new Map();
let gzippedBytes = 0;

function gzippedBody(file, version) {
  const cached = gzipped.get(file);
  if (cached?.version === version) return cached.body;
  if (cached) forget(file);
  const entry = { version, bytes: 0 };
  entry.body = readFile(file)
    .then((content) => gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }))
    .then((body) => {
      if (gzipped.get(file) === entry) {
        entry.bytes = body.length;
        gzippedBytes += body.length;
        for (const oldest of gzipped.keys()) {
          if (gzippedBytes <= GZIPPED_MAX_BYTES || oldest === file) break;
          forget(oldest);
        }
      }
      return body;
    });
  gzipped.set(file, entry);
  // A failed read is not kept: the next request tries again.
  entry.body.catch(() => gzipped.get(file) === entry && forget(file));
  return entry.body;
}

function forget(file) {
  gzippedBytes -= gzipped.get(file)?.bytes ?? 0;
  gzipped.delete(file);
}

/** Sends one file with its type, caching rule and, where the client accepts it, gzip. */
export function sendFile(request, response, file, extraHeaders = {}) {
  const extension = extname(file);
  const stats = statSync(file);
  const version = `${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}`;
  // Revalidating an unchanged manifest or entry costs a 304, not the file.
  const etag = `W/"${version}"`;
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { ETag: etag, ...securityHeaders(request), ...extraHeaders }).end();
    return;
  }
  const headers = {
    ...securityHeaders(request),
    'Content-Security-Policy': FILE_CSP,
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...extraHeaders,
  };
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (!gzip) {
    response.writeHead(200, { ...headers, 'Content-Length': stats.size });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
    return;
  }
  gzippedBody(file, version).then(
    (body) => {
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    },
    () => {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders(request) });
      response.end('The file could not be read.');
    },
  );
}

/** Sends a page composed for this request (no-cache, revalidated by a hash of its body). */
export function sendHtml(request, response, html, extraHeaders = {}) {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { ETag: etag, ...securityHeaders(request), ...extraHeaders }).end();
    return;
  }
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  response.writeHead(200, {
    ...securityHeaders(request),
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...extraHeaders,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * A static host for one built app. `fallback` serves index.html for page navigations (the shell's
 * client-side routes); `cors` lets the shell's origin load a remote's files; `handle` takes requests first;
 * `pageHeaders(request)` adds headers to HTML pages (the shell's Content-Security-Policy); `renderPage(request)`
 * may compose a page navigation's HTML itself (the shell's first paints) or leave it to index.html (null).
 */
export function createStaticServer({
  root,
  fallback = false,
  cors = false,
  handle,
  pageHeaders,
  renderPage,
}) {
  const corsHeaders = cors ? { 'Access-Control-Allow-Origin': '*' } : {};
  const headersFor = (request, file) =>
    extname(file) === '.html' && pageHeaders ? { ...corsHeaders, ...pageHeaders(request) } : corsHeaders;
  return createServer((request, response) => {
    if (handle?.(request, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', ...securityHeaders(request) }).end();
      return;
    }
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const page = join(root, 'index.html');
    const navigation = fallback && !extname(urlPath);
    const html = navigation ? renderPage?.(request) : null;
    if (html) return sendHtml(request, response, html, headersFor(request, page));
    const file = resolveFile(root, urlPath === '/' ? '/index.html' : urlPath);
    if (file) return sendFile(request, response, file, headersFor(request, file));
    if (navigation) return sendFile(request, response, page, headersFor(request, page));
    response.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...securityHeaders(request),
      ...corsHeaders,
    });
    response.end('Not found');
  });
}
