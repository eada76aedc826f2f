import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every response. The API answers JSON and images only, so its CSP allows nothing;
 * the docs UI sets its own policy (swagger.ts). Images are fetched by the front ends from other origins,
 * hence the cross-origin resource policy.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
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
    });
  },
  { name: 'helmet' },
);
