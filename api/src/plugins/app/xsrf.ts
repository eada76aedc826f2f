import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-errors';
import { isTls } from './transport';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_MESSAGE = 'Missing or invalid XSRF token.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value of one cookie of the request, undefined when it is absent or empty. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  return cookieIn(request.headers.cookie, name);
}

function cookieIn(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const TOKEN_BYTES = 24;
/** Random bytes are drawn for this many tokens at once: a call into OpenSSL per token costs more than the token. */
const POOLED_TOKENS = 128;
let pool = Buffer.alloc(0);
let used = 0;

/** A fresh random token; no two tokens share a byte of the pool. */
function newToken(): string {
  if (used === pool.length) {
    pool = randomBytes(TOKEN_BYTES * POOLED_TOKENS);
    used = 0;
  }
  used += TOKEN_BYTES;
  return pool.toString('base64url', used - TOKEN_BYTES, used);
}

/**
 * Every browser, old or new, sends a User-Agent starting with `Mozilla/`, and every current one sends Fetch
 * Metadata whatever its User-Agent says; scripts and tools (curl, SDKs, load testers) send neither. Only a
 * browser keeps the cookie and runs the pages that copy it, so only a browser is given one.
 */
const isBrowser = (headers: IncomingHttpHeaders) =>
  headers['user-agent']?.startsWith('Mozilla/') === true || headers['sec-fetch-mode'] !== undefined;

/** A request this plugin answers with a new XSRF-TOKEN cookie: a browser that has none yet. */
export const needsXsrfCookie = (headers: IncomingHttpHeaders) =>
  !cookieIn(headers.cookie, XSRF_COOKIE) && isBrowser(headers);

/**
 * Double-submit protection against cross-site request forgery. Every browser gets a random XSRF-TOKEN
 * cookie (readable by the page, SameSite=Strict); the api-client copies it into the X-XSRF-TOKEN header of
 * every write. A write that carries the cookie without the same value in the header was not sent by our
 * pages: 403. A request without the cookie is not from a browser session of the site (scripts, tests),
 * and a forged cross-site request cannot read the cookie to copy it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      const cookie = cookieValue(request, XSRF_COOKIE);
      if (!cookie) {
        if (!isBrowser(request.headers)) return done();
        const secure = isTls(request) ? '; Secure' : '';
        reply.header('set-cookie', `${XSRF_COOKIE}=${newToken()}; Path=/; SameSite=Strict${secure}`);
        return done();
      }
      if (SAFE_METHODS.has(request.method)) return done();
      const header = request.headers[XSRF_HEADER];
      done(typeof header === 'string' && sameToken(header, cookie) ? undefined : forbidden(XSRF_MESSAGE));
    });
  },
  { name: 'xsrf' },
);
