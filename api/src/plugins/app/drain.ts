import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A stream that lasts until the client leaves (GET /api/events): not waited for; its route ends it. */
    longLived?: boolean;
  }
  interface FastifyRequest {
    /** Counted among the requests the process must finish at shutdown, and not yet finished. */
    inFlight: boolean;
  }
}

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * On shutdown, requests already being answered finish before anything they use closes (new ones get 503).
 * Fastify runs `onClose` hooks in the reverse order of registration, so this plugin, registered after every
 * plugin that holds a resource (database, Redis, the mail queue), waits first; they close after it.
 */
export default fp(
  async (app) => {
    let inFlight = 0;
    let drained: (() => void) | undefined;
    app.decorateRequest('inFlight', false);
    // Only requests this plugin's onRequest hook saw: those answered before it (a refusal) end here too,
    // and an aborted request may end twice.
    const finished = (request: FastifyRequest) => {
      if (!request.inFlight) return;
      request.inFlight = false;
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    };
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.config.longLived) {
        done();
        return;
      }
      request.inFlight = true;
      inFlight += 1;
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      finished(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      finished(request);
      done();
    });
    app.addHook('onClose', async () => {
      if (inFlight === 0) return;
      await new Promise<void>((resolve) => {
        drained = resolve;
        setTimeout(resolve, DRAIN_TIMEOUT_MS).unref();
      });
    });
  },
  { name: 'drain', dependencies: ['db', 'redis'] },
);
