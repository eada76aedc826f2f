import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The request reached the site over TLS: on this socket, or at a trusted proxy in front (trustProxy). */
export const isTls = (request: FastifyRequest) => request.protocol === 'https';

const HSTS = 'max-age=31536000; includeSubDomains';

/** HSTS only where it means something: a browser ignores it over plain HTTP, and localhost must stay HTTP. */
export default fp(
  async (app) => {
    // On the request, not on the response: answers made by a later onRequest hook (a refusal) carry it too.
    app.addHook('onRequest', (request, reply, done) => {
      if (isTls(request)) reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'transport' },
);
