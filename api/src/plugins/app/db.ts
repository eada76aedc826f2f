import fp from 'fastify-plugin';
import { createDb } from '../../db/create-db';
import type { Db } from '../../db/db';
import { prepareDatabase } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

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

    // Closed last: requests still being answered finish first (the drain plugin).
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'db' },
);
