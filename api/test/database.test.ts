import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { buildApp } from '../src/app';
import { API_DIR } from '../src/paths';
import { loadMigrations, migrate } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/seed';
import { faqs } from '../src/db/seed/content/faqs';
import { roomTypes } from '../src/db/seed/content/rooms';
import {
  describeEachDatabase,
  dropSchema,
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
  unlessTesting,
} from './helpers/test-app';

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

  it('seeds sample content when the database is created, and never again: an emptied table stays empty', async () => {
    const before = await counts();
    for (const table of CONTENT_TABLES) assert.ok((before[table] ?? 0) > 0, table);
    assert.equal(before.faqs, faqs.length);
    await ctx.app.db.query('DELETE FROM faqs');
    // What every start does.
    assert.deepEqual(await prepareDatabase(ctx.app.db, { demoGuest: ctx.kind === 'pglite' }), {
      applied: [],
      seeded: false,
    });
    assert.deepEqual(await counts(), { ...before, faqs: 0 });
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
    it('lets several API processes start at once on a fresh schema: migrated and seeded exactly once, never at a later start', async () => {
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
        // Staff empty a table; the next start leaves it empty.
        await first.db.query('DELETE FROM faqs');
        const restarted = await buildApp({ env });
        apps.push(restarted);
        await restarted.ready();
        assert.deepEqual(await restarted.db.query('SELECT 1 FROM faqs'), []);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await dropSchema(schema);
      }
    });
  }
});

it(
  'seeds a database that the create-admin command created, as the API would have',
  // A data folder on disk, as `npm start` keeps: PGlite's, whatever the run's databases.
  { timeout: 120_000, skip: unlessTesting('pglite') },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'haveli-create-admin-'));
    try {
      const env = { PATH: process.env.PATH, PGLITE_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET };
      const made = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/cli/create-admin.ts',
          '--email',
          'staff@haveli.example',
          '--name',
          'Staff',
          '--password',
          'Staff#Haveli2026',
        ],
        { cwd: API_DIR, env, encoding: 'utf8' },
      );
      assert.equal(made.status, 0, made.stderr);
      const app = await buildApp({ env });
      try {
        await app.ready();
        const [content] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM faqs');
        assert.equal(content?.n, faqs.length);
        const guests = await app.db.query("SELECT 1 FROM users WHERE email = 'guest@haveli.example'");
        assert.equal(guests.length, 1, 'the demo guest');
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
