import { createHash, randomBytes, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { createPgliteDb, dumpPreparedPglite } from '../../src/db/pglite';
import { prepareDatabase } from '../../src/db/seed';
import { MIGRATIONS_DIR } from '../../src/paths';
import { tokenService } from '../../src/lib/jwt';
import { jobQueueSchema } from '../../src/lib/job-queue';

export const TEST_JWT_SECRET = 'haveli-test-secret-0123456789-abcdefghijklmnop';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type DatabaseKind = 'pglite' | 'postgres';

/** Tokens as an API started with these settings (default: the tests' secret) signs them. */
export function testTokens(env: NodeJS.ProcessEnv = {}) {
  return tokenService(loadConfig({ JWT_SECRET: TEST_JWT_SECRET, PGLITE_DIR: 'memory://', ...env }).jwt);
}

export interface TestContext {
  readonly kind: DatabaseKind;
  /** The app under test, ready once the suite's `before` hook has run. */
  readonly app: App;
}

interface SuiteOptions {
  /** Runs before the app is ready, e.g. to add a route that only a test needs. */
  setup?: (app: App) => void;
  env?: NodeJS.ProcessEnv;
}

/**
 * The databases the suites run on: both, unless `TEST_DATABASES` names one (`npm test` runs the suite on a
 * second Node version against PostgreSQL only, the database production uses).
 */
export const TEST_DATABASES: readonly DatabaseKind[] = (process.env.TEST_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((kind) => kind.trim())
  .filter((kind): kind is DatabaseKind => kind === 'pglite' || kind === 'postgres');

/**
 * A test's or suite's `skip` option for a database this run leaves out (TEST_DATABASES): false when it is in.
 * For the tests that pick their database themselves (several API processes, a data folder on disk).
 */
export const unlessTesting = (kind: DatabaseKind): string | false =>
  TEST_DATABASES.includes(kind) ? false : `this run leaves ${kind} out (TEST_DATABASES)`;

/**
 * Declares `suite` twice: against an in-memory PGlite and against the PostgreSQL server (each run in a
 * schema of its own, dropped afterwards). Without a reachable server the PostgreSQL variant is skipped,
 * unless CI is set, where it fails.
 */
export function describeEachDatabase(
  title: string,
  suite: (context: TestContext) => void,
  options: SuiteOptions = {},
): void {
  if (TEST_DATABASES.includes('pglite'))
    describe(`${title} [PGlite]`, () => {
      suite(useApp('pglite', { PGLITE_DIR: 'memory://' }, options));
    });
  describeOnPostgres(`${title} [PostgreSQL]`, () => {
    const schema = `haveli_test_${randomBytes(6).toString('hex')}`;
    suite(useApp('postgres', { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema }, options));
    after(() => dropSchema(schema));
  });
}

/**
 * Declares `suite` (synchronously: before, after, it) when this run includes PostgreSQL (TEST_DATABASES) and
 * the test server answers. Without a reachable server it is skipped, unless CI is set, where it fails.
 */
export function describeOnPostgres(title: string, suite: () => void): void {
  describeNeeding(title, ['postgres'], unlessTesting('postgres'), suite);
}

function useApp(kind: DatabaseKind, databaseEnv: NodeJS.ProcessEnv, options: SuiteOptions): TestContext {
  let app: App | undefined;
  before(async () => {
    const template = kind === 'pglite' ? { PGLITE_TEMPLATE: await pgliteTemplate() } : {};
    app = await buildApp({
      // The nightly close stays off: a test's clock could make it close days under another test.
      env: {
        JWT_SECRET: TEST_JWT_SECRET,
        NIGHT_AUDIT_SCHEDULE: 'off',
        ...databaseEnv,
        ...template,
        ...options.env,
      },
    });
    options.setup?.(app);
    await app.ready();
  });
  after(async () => {
    await app?.close();
    // node:test keeps every suite (and so this closure) to the end of the run: let the closed app and its
    // database go, or a worker's heap grows by each file's app and every later file pays for it.
    app = undefined;
  });
  return {
    kind,
    get app() {
      if (!app)
        throw new Error('The app is not ready: use it inside tests or hooks, not while declaring them.');
      return app;
    },
  };
}

let template: Promise<string> | undefined;

/** PGlite's version as the API pins it: a template is made for one version's data folder format. */
const PGLITE_VERSION = (
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies['@electric-sql/pglite'];

/** Every file under `dir`, its path and content, into `hash`. */
function hashFolder(hash: Hash, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) hashFolder(hash, file);
    else hash.update(entry.name).update(readFileSync(file));
  }
}

/**
 * What a template is made from: PGlite's version, the migrations and the seed, and the day (the seed's rows
 * are dated when they are written).
 */
function templateKey(): string {
  const hash = createHash('sha256')
    .update(PGLITE_VERSION ?? '')
    .update(new Date().toISOString().slice(0, 10));
  hashFolder(hash, MIGRATIONS_DIR);
  hashFolder(hash, path.join(__dirname, '..', '..', 'src', 'db', 'seed'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of an in-memory PGlite database migrated and seeded as a fresh API start does it (the demo guest
 * included, as on every embedded database), made once per key on this machine and shared by every test
 * process: each suite's database starts from it in about 2 s instead of running initdb, every migration and
 * the seed in WebAssembly again. A suite's start then finds nothing to apply.
 */
export function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `haveli-pglite-template-${templateKey()}.tar`);
    if (existsSync(file)) return file;
    const dump = await dumpPreparedPglite((db) => prepareDatabase(db, { demoGuest: true }));
    // Written whole under another name, then renamed: a process that finds the file finds all of it.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return file;
  })();
  return template;
}

/**
 * An in-memory embedded database as one made before migration `version` was: the migrations before it applied
 * (with `seeded`, the seed too, as a start then wrote it), for the tests of that migration on old data.
 */
export async function embeddedDatabaseBefore(version: string, { seeded = false } = {}): Promise<Db> {
  const db = await createPgliteDb('memory://');
  const migrations = loadMigrations().filter((migration) => migration.version < version);
  if (seeded) await prepareDatabase(db, { demoGuest: false }, migrations);
  else await migrate(db, migrations);
  return db;
}

/** Drops a test schema of the API's and its mail queue's (pg-boss) schema beside it. */
export function dropSchema(schema: string): Promise<void> {
  const queue = jobQueueSchema({ kind: 'postgres', url: TEST_DATABASE_URL, schema });
  return withClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schema}, ${queue} CASCADE`)).then(
    () => {},
  );
}

let probe: Promise<string | undefined> | undefined;

/** Why the test PostgreSQL server cannot be used, or undefined when it can. Probed once per process. */
export function postgresProblem(): Promise<string | undefined> {
  probe ??= withClient((client) => client.query('SELECT 1')).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'connection failed',
  );
  return probe;
}

export async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** REDIS_URL for the test Redis server, with rate-limit counters of this run's own (the server outlives runs). */
export const redisEnv = (): NodeJS.ProcessEnv => ({
  REDIS_URL: TEST_REDIS_URL,
  RATE_LIMIT_NAMESPACE: `haveli-test-${randomBytes(6).toString('hex')}:`,
});

let redisProbe: Promise<string | undefined> | undefined;

/** Why the test Redis server cannot be used, or undefined when it can. Probed once per process. */
export function redisProblem(): Promise<string | undefined> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  redisProbe ??= new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.end();
      resolve(undefined);
    });
    socket.once('error', (error) => resolve(error.message));
    socket.once('timeout', () => {
      socket.destroy();
      resolve('connection timed out');
    });
  });
  return redisProbe;
}

/**
 * Declares `suite` only when the test Redis server answers; skipped otherwise, unless CI is set, where it fails.
 * `skip`: as `unlessTesting` gives it, for a suite that picks its database itself.
 */
export function describeWithRedis(
  title: string,
  suite: () => void,
  { skip = false }: { skip?: string | false } = {},
): void {
  describeNeeding(title, ['redis'], skip, suite);
}

type Server = 'postgres' | 'redis';

const SERVERS: Record<Server, { probe: () => Promise<string | undefined>; name: string; start: string }> = {
  postgres: {
    probe: postgresProblem,
    name: `PostgreSQL at ${TEST_DATABASE_URL}`,
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  },
  redis: { probe: redisProblem, name: `Redis at ${TEST_REDIS_URL}`, start: 'redis-server --daemonize yes' },
};

/** What the servers' probes found, once they have answered in this process. */
const probed = new Map<Server, string | undefined>();

/**
 * Probes every test server once, so that suites declared afterwards know at once whether theirs answers and
 * declare their tests synchronously (scripts/test-worker.mjs runs many files' suites in one process, each file's
 * under a suite of its own, and node:test loses the tests a nested suite declares after an await).
 */
export async function probeServers(): Promise<void> {
  for (const server of Object.keys(SERVERS) as Server[]) probed.set(server, await SERVERS[server].probe());
}

/**
 * Declares `suite` inside `describe(title)` when every server it needs answers. Without one it is skipped,
 * unless CI is set, where it fails. When the servers were probed already (probeServers) it declares at once;
 * otherwise after one await, the most node:test allows a top-level suite.
 */
export function describeNeeding(
  title: string,
  needs: readonly Server[],
  skip: string | false,
  suite: () => void,
): void {
  const declare = (problems: readonly (string | undefined)[]) => {
    const index = problems.findIndex(Boolean);
    if (index < 0) return suite();
    const server = SERVERS[needs[index]!];
    const message = `${server.name} is not reachable (${problems[index]})`;
    if (process.env.CI) throw new Error(`${message}; CI must run this suite.`);
    it(`skipped: ${message}; start it with: ${server.start}`, { skip: true });
  };
  describe(title, { skip }, () => {
    if (needs.every((server) => probed.has(server)))
      return declare(needs.map((server) => probed.get(server)));
    return Promise.all(needs.map((server) => SERVERS[server].probe())).then(declare);
  });
}
