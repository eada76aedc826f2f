import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API answers JSON and images only, so its CSP allows nothing; the docs UI sets its own policy
 * (swagger.ts). Images are fetched by the front ends from other origins, hence the cross-origin resource
 * policy.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // Sent by transport.ts, only on requests that came over TLS.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options. Without nonces or directive functions they are the same
 * for every request, so helmet runs once at start instead of once per request (@fastify/helmet rebuilt
 * its middleware for each request, a sixth of the time of a cached read).
 */
export function securityHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // helmet only ever calls setHeader and removeHeader on the response, and never reads the request.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Security headers on every response, errors and 404s included: set before any other hook can answer. */
export default fp(
  async (app) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
