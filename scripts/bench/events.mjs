// `pnpm bench:events`: the live-status figure on PostgreSQL (a figure, not pass/fail; the tests check
// behaviour). 1,000 event streams (GET /api/events) are held open on one API process; this process, another
// one on the same database, commits notifications as any API process does (a row and its NOTIFY in one
// transaction). It prints the time from the commit to each stream's event (median, max) and the API's
// resident memory per open stream. Two shapes:
//   1. 1,000 guests with one stream each, one transaction telling each guest of a change;
//   2. one guest with 1,000 streams (tabs, devices), one notification.
// BENCH_DATABASE_URL (default: the local test server), BENCH_EVENT_STREAMS (default 1000), BENCH_ROUNDS
// (default 3). The schema is dropped afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mb, rss, startApi, stopApi } from '../lib/api-process.mjs';
import { ROOT } from '../lib/run.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const pg = require('pg');
// The API's own token signing (run with `node --import tsx`, as the package script does).
const { loadConfig } = await import('../../api/src/config.ts');
const { tokenService } = await import('../../api/src/lib/jwt.ts');

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `haveli_bench_events_${randomBytes(5).toString('hex')}`;
const STREAMS = Number(process.env.BENCH_EVENT_STREAMS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHANNEL = 'haveli_notifications';
const env = {
  DATABASE_URL,
  DATABASE_SCHEMA: SCHEMA,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'error',
  // The one-guest round holds every stream for one account, far beyond the per-account cap.
  EVENT_STREAMS_PER_ACCOUNT: String(STREAMS),
};

const built = spawnSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'api'), stdio: 'ignore' });
if (built.status !== 0) throw new Error('Building the API failed: run `node api/build.mjs` to see why');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Opens one stream; resolves once the API has said `connected`. `onEvent` gets each event's arrival time. */
function openStream(baseUrl, token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api/events`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) resolve(() => req.destroy());
          if (block.includes('event: notification')) onEvent(performance.now());
        }
      });
    });
    req.end();
  });
}

/** Commits one notification per user in `userIds`, as `notify()` does, and returns when the commit was sent. */
async function notifyAll(db, userIds) {
  await db.query('BEGIN');
  await db.query(
    `WITH made AS (
       INSERT INTO notifications (user_id, kind, title, link, subject)
       SELECT id, 'order.status', 'Your order FO-BENCH1 is ready', '/user-orders', '{"status":"Ready"}'::jsonb
       FROM unnest($1::int[]) AS id RETURNING id, user_id)
     SELECT pg_notify($2, json_build_object('id', id, 'userId', user_id, 'schema', current_schema())::text)
     FROM made`,
    [userIds, CHANNEL],
  );
  const committing = performance.now();
  await db.query('COMMIT');
  return committing;
}

/** The round under way: arrivals of its events until all `expected` are in. */
let current = null;
const onEvent = (at) => {
  if (!current) return;
  current.arrivals.push(at);
  if (current.arrivals.length === current.expected) current.resolve(current.arrivals);
};

/** Every stream's delay from the commit to its event, once all `expected` streams have it. */
async function round(db, userIds, expected) {
  const arrived = new Promise((resolve) => (current = { arrivals: [], expected, resolve }));
  const committed = await notifyAll(db, userIds);
  const arrivals = await arrived;
  current = null;
  return arrivals.map((at) => at - committed);
}

const api = await startApi(env);
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
await db.query(`SET search_path TO ${SCHEMA}`);
const tokens = tokenService(loadConfig(env).jwt);
const closers = [];

try {
  const { rows: users } = await db.query(
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Bench Guest ' || g, 'bench-events-' || g || '@bench.example', 'x' FROM generate_series(1, $1) g
     RETURNING id, name, email, token_version`,
    [STREAMS],
  );
  const tokenOf = (user) =>
    tokens.sign({
      sub: String(user.id),
      name: user.name,
      email: user.email,
      role: 'user',
      ver: user.token_version,
    });

  console.info(`Live events: ${STREAMS} streams on one API process, events committed by another process`);
  const idle = rss(api.child.pid);
  for (const user of users) closers.push(await openStream(api.url, await tokenOf(user), onEvent));
  const held = rss(api.child.pid);
  console.info(
    `  memory: ${mb(idle)} idle, ${mb(held)} with ${STREAMS} streams: ${((held - idle) / STREAMS / 1024).toFixed(1)} KB per stream`,
  );

  const report = (label, delays) =>
    console.info(`  ${label}: median ${ms(median(delays))}, max ${ms(Math.max(...delays))}`);
  const ids = users.map((user) => user.id);
  for (let index = 1; index <= ROUNDS; index += 1) {
    report(`${STREAMS} guests, one stream each, round ${index}`, await round(db, ids, STREAMS));
  }

  closers.splice(0).forEach((close) => close());
  const one = users[0];
  const token = await tokenOf(one);
  for (let index = 0; index < STREAMS; index += 1) closers.push(await openStream(api.url, token, onEvent));
  for (let index = 1; index <= ROUNDS; index += 1) {
    report(`one guest, ${STREAMS} streams, round ${index}`, await round(db, [one.id], STREAMS));
  }
} finally {
  closers.forEach((close) => close());
  await stopApi(api);
  await db.query(`DROP SCHEMA IF EXISTS ${SCHEMA}, ${SCHEMA}_jobs CASCADE`);
  await db.end();
}
