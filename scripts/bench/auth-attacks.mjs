// `pnpm bench:auth`: the sign-in and password-reset attacks against the built API, with the
// figures they produce on this machine. Figures, not pass/fail (the tests check the behaviour).
//   - 300 simultaneous bogus reset-password calls, and a correct sign-in made while they run;
//   - 40 simultaneous wrong passwords for one account from one address: how many were evaluated;
//   - forgot-password for registered and unknown emails: the answer times side by side.
// One API process with the default limits and counters in memory, on an in-memory PGlite, or on PostgreSQL
// with `--postgres` (BENCH_DATABASE_URL, the local test server by default; a schema of its own, dropped after).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../lib/run.mjs';

const PASSWORD = 'Bench#Attack2026';
const POSTGRES = process.argv.includes('--postgres');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `haveli_bench_auth_${randomBytes(5).toString('hex')}`;

const built = spawnSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'api'), stdio: 'ignore' });
if (built.status !== 0) throw new Error('Building the API failed: run `node api/build.mjs` to see why');

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
  cwd: ROOT,
  env: {
    PATH: process.env.PATH,
    ...(POSTGRES ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: SCHEMA } : { PGLITE_DIR: 'memory://' }),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'error',
    PORT: String(port),
    HOST: '127.0.0.1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const URL = `http://127.0.0.1:${port}/api`;

let addresses = 0;
/** A caller address of its own (the API believes X-Forwarded-For from the loopback). */
const newAddress = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 65_000) % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};
const post = (path, body, address = newAddress()) =>
  fetch(`${URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const counts = (statuses) =>
  Object.entries(statuses.reduce((tally, status) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count}×${status}`)
    .join(', ');

try {
  for (let attempt = 0; ; attempt += 1) {
    if (api.exitCode !== null) throw new Error('The API exited at start');
    if (
      await fetch(`${URL}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 600) throw new Error('The API did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const register = async (email) => {
    const response = await post('/auth/register', { name: 'Bench Guest', email, password: PASSWORD });
    if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  };
  const guest = `bench-${Date.now()}@example.in`;
  await register(guest);
  const home = newAddress();
  const signIn = (password = PASSWORD, address = home) =>
    post('/auth/login', { email: guest, password }, address);
  await signIn();

  // A first burst of 300 connections is slow whatever it asks for (sockets, JIT): warm both sides up first.
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(
      Array.from({ length: 300 }, () => fetch(`${URL}/health`).then((response) => response.text())),
    );
  }

  for (const [label, address] of [
    ['each from its own address (past the per-address limit)', undefined],
    ['all from one address', newAddress()],
  ]) {
    const bogus = Array.from({ length: 300 }, (_, index) =>
      // Tokens shaped like real ones (32 random bytes), so each is looked up.
      timed(() =>
        post(
          '/auth/reset-password',
          { token: randomBytes(32).toString('base64url'), password: `Bogus#Pass${index}` },
          address,
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const login = await timed(() => signIn());
    const calls = await Promise.all(bogus);
    console.info(
      `${POSTGRES ? 'PostgreSQL' : 'PGlite'}: 300 bogus reset calls ${label}: a correct sign-in during them answered ${login.result.status} in ` +
        `${login.ms.toFixed(0)} ms; the calls: ${counts(calls.map((call) => call.result.status))}, ` +
        `median ${median(calls.map((call) => call.ms)).toFixed(0)} ms, slowest ` +
        `${Math.max(...calls.map((call) => call.ms)).toFixed(0)} ms`,
    );
  }

  const attacker = newAddress();
  const guesses = await Promise.all(Array.from({ length: 40 }, () => signIn('wrong-password', attacker)));
  const statuses = guesses.map((response) => response.status);
  console.info(
    `40 simultaneous wrong passwords for one account from one address: ` +
      `${statuses.filter((status) => status === 401).length} evaluated (${counts(statuses)})`,
  );
  const fromHome = await signIn();
  console.info(`  the guest from their own address meanwhile: ${fromHome.status}`);

  const known = [];
  for (let index = 0; index < 15; index += 1) {
    const email = `bench-reset-${index}-${Date.now()}@example.in`;
    await register(email);
    known.push(email);
  }
  const knownTimes = [];
  const unknownTimes = [];
  for (const email of known) {
    knownTimes.push((await timed(() => post('/auth/forgot-password', { email }))).ms);
    unknownTimes.push((await timed(() => post('/auth/forgot-password', { email: `x${email}` }))).ms);
  }
  console.info(
    `forgot-password, median of ${known.length}: registered email ${median(knownTimes).toFixed(1)} ms, ` +
      `unknown email ${median(unknownTimes).toFixed(1)} ms`,
  );
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  if (POSTGRES) {
    const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    // The API keeps its mail queue (pg-boss) in <schema>_jobs.
    await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA}, ${SCHEMA}_jobs CASCADE`);
    await client.end();
  }
}
