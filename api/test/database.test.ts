import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { it } from 'node:test';
import { buildApp } from '../src/app';
import { loadMigrations, migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { faqs } from '../src/db/seed/content/faqs';
import { roomTypes } from '../src/db/seed/content/rooms';
import { describeEachDatabase, TEST_DATABASE_URL, TEST_JWT_SECRET, withClient } from './helpers/test-app';

const CONTENT_TABLES = [
  'room_types',
  'rooms',
  'offers',
  'cuisines',
  'faqs',
  'food_items',
  'testimonials',
  'brands',
  'pages',
];

describeEachDatabase('database', (ctx) => {
  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of [...CONTENT_TABLES, 'users']) {
      const [row] = await ctx.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      result[table] = row?.n ?? -1;
    }
    return result;
  };

  it('records every migration, and running them again changes nothing', async () => {
    const rows = await ctx.app.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    assert.deepEqual(
      rows.map((row) => row.version),
      loadMigrations().map((migration) => migration.version),
    );
    assert.deepEqual(await migrate(ctx.app.db), []);
  });

  it('seeds each table once: a second seeding adds nothing', async () => {
    const before = await counts();
    for (const table of CONTENT_TABLES) assert.ok((before[table] ?? 0) > 0, table);
    assert.equal(before.faqs, faqs.length);
    assert.deepEqual(await seedDatabase(ctx.app.db, { demoGuest: ctx.kind === 'pglite' }), []);
    assert.deepEqual(await counts(), before);
  });

  it('rolls a failed transaction back entirely, and nested transactions join the outer one', async () => {
    await assert.rejects(
      ctx.app.db.transaction(async (tx) => {
        await tx.query("INSERT INTO faqs (question, answer) VALUES ('Q?', 'A.')");
        await tx.transaction((inner) =>
          inner.query("INSERT INTO faqs (question, answer) VALUES ('Q2?', 'A2.')"),
        );
        throw new Error('abort');
      }),
      /abort/,
    );
    const leftovers = await ctx.app.db.query("SELECT 1 FROM faqs WHERE question IN ('Q?', 'Q2?')");
    assert.equal(leftovers.length, 0);
  });

  it('returns the same JavaScript types on both drivers', async () => {
    const [row] = await ctx.app.db.query<Record<string, unknown>>(
      "SELECT 5::bigint AS big, 7::int AS small, DATE '2026-03-01' AS day, ARRAY['a', 'b'] AS list, true AS flag",
    );
    assert.deepEqual(row, { big: 5, small: 7, day: '2026-03-01', list: ['a', 'b'], flag: true });
  });

  // PGlite is embedded in one process, so only a PostgreSQL server sees concurrent start-ups.
  if (ctx.kind === 'postgres') {
    it('lets several API processes start at once on a fresh schema: migrated and seeded exactly once', async () => {
      const schema = `haveli_test_${randomBytes(6).toString('hex')}`;
      const env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, JWT_SECRET: TEST_JWT_SECRET };
      const apps = await Promise.all([1, 2, 3].map(() => buildApp({ env })));
      try {
        await Promise.all(apps.map((app) => app.ready()));
        const [first] = apps;
        assert.ok(first);
        const migrations = await first.db.query('SELECT version FROM schema_migrations');
        assert.equal(migrations.length, loadMigrations().length);
        const [types] = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM room_types');
        assert.equal(types?.n, roomTypes.length);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await withClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      }
    });
  }
});
