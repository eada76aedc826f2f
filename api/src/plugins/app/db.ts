import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createDb } from '../../db/create-db';
import type { Db } from '../../db/db';
import { prepareDatabase } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
  interface FastifyRequest {
    /** Counted among the requests the database must outlive at shutdown, and not yet finished. */
    inFlight: boolean;
  }
}

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Opens the database and brings its schema up to date before the API takes requests; a database created now
 * also gets the sample content.
 */
export default fp(
  async (app) => {
    const { database, seedDemoGuest } = app.config;
    const db = await createDb(database);
    try {
      const { applied, seeded } = await prepareDatabase(db, { demoGuest: seedDemoGuest });
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      if (seeded) app.log.info('sample content seeded');
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate('db', db);

    // On shutdown, requests already being answered finish before the database closes (new ones get 503).
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
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          drained = resolve;
          setTimeout(resolve, DRAIN_TIMEOUT_MS).unref();
        });
      }
      await db.close();
    });
  },
  { name: 'db' },
);
