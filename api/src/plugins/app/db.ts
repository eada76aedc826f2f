import fp from 'fastify-plugin';
import { createDb } from '../../db/create-db';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { seedDatabase } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database, brings its schema up to date and seeds empty tables before the API takes requests. */
export default fp(
  async (app) => {
    const { database, seedDemoGuest } = app.config;
    const db = await createDb(database);
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
      const seeded = await seedDatabase(db, { demoGuest: seedDemoGuest });
      if (seeded.length > 0) app.log.info({ tables: seeded }, 'sample content seeded');
    } catch (error) {
      await db.close();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
