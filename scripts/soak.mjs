// `pnpm soak`: 60 s of mixed load (public reads, logins, bookings, cart updates, orders) on two API
// processes sharing one PostgreSQL server, in a fresh schema. Prints throughput, p99 latency, errors and the
// resident memory of each API process before and after. SOAK_SECONDS shortens or lengthens the run.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './lib/run.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 10);
const DATABASE_URL =
  process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GUESTS = 20;
const PASSWORD = 'Haveli#Soak2026';
const ROOM_TYPES = ['Standard', 'Deluxe', 'Heritage Room', 'Suite', 'Royal Suite'];
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');

const server = join(ROOT, 'api', 'dist', 'server.js');
if (!existsSync(server)) {
  console.info('api/dist is missing: building the API…');
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'api'), stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const rss = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API on :${port} exited at start`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The API on :${port} did not become healthy`);
}

const postJson = (url, body, authorization) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });

async function signUpGuests(apiUrl) {
  const guests = [];
  for (let index = 0; index < GUESTS; index += 1) {
    const email = `soak-${index}-${Date.now()}@example.in`;
    const registered = await postJson(`${apiUrl}/api/auth/register`, {
      name: `Soak ${index}`,
      email,
      password: PASSWORD,
    });
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const login = await postJson(`${apiUrl}/api/auth/login`, { email, password: PASSWORD });
    const { token } = (await login.json()).data;
    guests.push({ email, authorization: `Bearer ${token}` });
  }
  return guests;
}

const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One request of the mix, chosen at random: 60 % public reads, the rest writes and logins. */
function nextRequest(guests) {
  const guest = pick(guests);
  const json = (path, body) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', authorization: guest.authorization },
    body: JSON.stringify(body),
  });
  const roll = Math.random();
  if (roll < 0.6) {
    const from = 10 + Math.floor(Math.random() * 200);
    return {
      method: 'GET',
      path: pick([
        '/api/web/room/get_with_pagination?page=1&limit=10',
        '/api/web/foodItem/get_with_pagination?page=1&limit=20',
        '/api/web/faq/get_with_pagination',
        '/api/web/page/slug/a-morning-at-amber-fort',
        '/api/web/offer/get_with_pagination',
        `/api/availability?check_in=${isoDay(from)}&check_out=${isoDay(from + 2)}&guests=2`,
      ]),
      headers: {},
    };
  }
  if (roll < 0.65) {
    return {
      ...json('/api/auth/login', { email: guest.email, password: PASSWORD }),
      headers: { 'content-type': 'application/json' },
    };
  }
  if (roll < 0.8) {
    const from = 10 + Math.floor(Math.random() * 300);
    return json('/api/reservationHotel/create', {
      guestName: 'Soak Guest',
      checkInDate: isoDay(from),
      checkOutDate: isoDay(from + 1),
      roomType: pick(ROOM_TYPES),
    });
  }
  if (roll < 0.93)
    return json('/api/cart/create', { product_id: 1 + Math.floor(Math.random() * 10), quantity: 1 });
  return json('/api/orders', {});
}

function load(url, guests) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest(guests) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    process.once('SIGINT', () => instance.stop());
  });
}

const schema = `haveli_soak_${randomBytes(5).toString('hex')}`;
const env = {
  DATABASE_URL,
  DATABASE_SCHEMA: schema,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  // Every soak login succeeds; the throttle must not be the thing measured (its counters are the run's own,
  // and the guests of the run all register from this one address).
  RATE_LIMIT_NAMESPACE: `haveli-soak-${schema}:`,
  FORM_RATE_LIMITS: `register=${GUESTS}`,
};
const apis = [];
try {
  apis.push(await startApi(env));
  apis.push(await startApi(env));
  const guests = await signUpGuests(apis[0].url);
  for (const api of apis) await fetch(`${api.url}/api/web/room/get_with_pagination`);
  const before = apis.map((api) => rss(api.child.pid));
  console.info(
    `Soak: ${SECONDS} s, ${CONNECTIONS} connections to each of two API processes on PostgreSQL (schema ${schema})…`,
  );
  const results = await Promise.all(apis.map((api) => load(api.url, guests)));
  const after = apis.map((api) => rss(api.child.pid));

  let total = 0;
  let failures = 0;
  results.forEach((result, index) => {
    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    );
    const serverErrors = Object.entries(codes)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const errors = result.errors + result.timeouts + serverErrors;
    total += result.requests.total;
    failures += errors;
    console.info(
      `API ${index + 1} (pid ${apis[index].child.pid}): ${result.requests.average.toFixed(0)} req/s, ` +
        `${result.requests.total} requests, p99 ${result.latency.p99} ms, errors ${errors} ` +
        `(socket ${result.errors}, timeouts ${result.timeouts}, 5xx ${serverErrors}); ` +
        `statuses ${JSON.stringify(codes)}; RSS ${mb(before[index])} → ${mb(after[index])}`,
    );
  });
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  console.info(
    `Total: ${(total / SECONDS).toFixed(0)} req/s over ${SECONDS} s, ${total} requests, p99 ≤ ${p99} ms, errors ${failures}.`,
  );
  if (failures > 0) process.exitCode = 1;
} finally {
  await Promise.all(
    apis.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}
