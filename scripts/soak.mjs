// `pnpm soak`: the mixed load on two API processes sharing one PostgreSQL server (a fresh schema) and
// Redis: 50 clients (25 on each process) for 60 s, then throughput, p99 latency, errors, each process's
// resident memory before and after and its CPU time per request (which other work on a shared machine moves
// less than throughput), and the load average.
//   SOAK_SECONDS, SOAK_CONNECTIONS (per process) change the run;
//   SOAK_REDIS_URL (default redis://127.0.0.1:6379; empty for none) is the Redis both processes share;
//   SOAK_BEFORE_SERVER=<another build's api/dist/server.js> runs the same load on that build first, in a
//   schema of its own, so that two versions are compared in one run.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, ensureBuiltApi, mb, rss, startApi, stopApi } from './lib/api-process.mjs';
import { ROOT } from './lib/run.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 25);
const DATABASE_URL =
  process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GUESTS = 20;
const PASSWORD = 'Haveli#Soak2026';
const ROOM_TYPES = ['Standard', 'Deluxe', 'Heritage Room', 'Suite', 'Royal Suite'];
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');

/** What a visitor reads: the lists and pages of the site. */
const PUBLIC_READS = [
  '/api/web/room/get_with_pagination?page=1&limit=10',
  '/api/web/foodItem/get_with_pagination?page=1&limit=20',
  '/api/web/foodCategory/get_with_pagination',
  '/api/web/cuisine/get_with_pagination',
  '/api/web/offer/get_with_pagination',
  '/api/web/faq/get_with_pagination',
  '/api/web/testimonial/get_with_pagination',
  '/api/web/brand/get_with_pagination',
  '/api/web/page/cat/1?page=1&limit=6',
  '/api/web/page/slug/a-morning-at-amber-fort',
  '/api/web/page/slug/privacy-policy',
  '/api/web/blog/a-morning-at-amber-fort/comments',
];

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
    const { id } = (await registered.json()).data;
    const login = await postJson(`${apiUrl}/api/auth/login`, { email, password: PASSWORD });
    const { token } = (await login.json()).data;
    guests.push({ id, email, authorization: `Bearer ${token}` });
  }
  return guests;
}

const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const day = () => 10 + Math.floor(Math.random() * 300);

/**
 * One request of the mix, chosen at random: 75 % public reads across lists and pages, 10 % a guest's
 * own bookings, cart or orders, 6 % cart writes, 4 % booking attempts, 4 % availability searches, 1 % sign-ins.
 */
function nextRequest(guests) {
  const guest = pick(guests);
  const own = { authorization: guest.authorization };
  const json = (path, body) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...own },
    body: JSON.stringify(body),
  });
  const roll = Math.random();
  if (roll < 0.75) return { method: 'GET', path: pick(PUBLIC_READS), headers: {} };
  if (roll < 0.85) {
    const path = pick([
      `/api/reservationHotel/user/${guest.id}`,
      `/api/cart/user/${guest.id}`,
      `/api/orders/user/${guest.id}`,
    ]);
    return { method: 'GET', path, headers: own };
  }
  if (roll < 0.91)
    return json('/api/cart/create', { product_id: 1 + Math.floor(Math.random() * 10), quantity: 1 });
  if (roll < 0.95) {
    const from = day();
    return json('/api/reservationHotel/create', {
      guestName: 'Soak Guest',
      checkInDate: isoDay(from),
      checkOutDate: isoDay(from + 1),
      roomType: pick(ROOM_TYPES),
    });
  }
  if (roll < 0.99) {
    const from = day();
    const path = `/api/availability?check_in=${isoDay(from)}&check_out=${isoDay(from + 2)}&guests=2`;
    return { method: 'GET', path, headers: {} };
  }
  return {
    ...json('/api/auth/login', { email: guest.email, password: PASSWORD }),
    headers: { 'content-type': 'application/json' },
  };
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

/** The whole soak on two processes of one build; returns whether it saw no error. */
async function soak(label, server) {
  const schema = `haveli_soak_${randomBytes(5).toString('hex')}`;
  const env = {
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ...(REDIS_URL ? { REDIS_URL } : {}),
    // Every soak login succeeds; the throttle must not be the thing measured (its counters are the run's
    // own, and the guests of the run all register from this one address). The first name is a build's
    // before the hardening, the other two after.
    LOGIN_THROTTLE_NAMESPACE: `haveli-soak-${schema}:`,
    RATE_LIMIT_NAMESPACE: `haveli-soak-${schema}:`,
    FORM_RATE_LIMITS: `register=${GUESTS}`,
  };
  const apis = [];
  try {
    apis.push(await startApi(env, server));
    apis.push(await startApi(env, server));
    const guests = await signUpGuests(apis[0].url);
    for (const api of apis) for (const path of PUBLIC_READS) await fetch(`${api.url}${path}`);
    const before = apis.map((api) => rss(api.child.pid));
    const cpuBefore = apis.map((api) => cpuSeconds(api.child.pid));
    console.info(
      `${label}: ${SECONDS} s, ${CONNECTIONS} connections to each of two API processes on PostgreSQL ` +
        `(schema ${schema})${REDIS_URL ? ' and Redis' : ''}, load average ${loadavg()[0].toFixed(2)}…`,
    );
    const results = await Promise.all(apis.map((api) => load(api.url, guests)));
    const after = apis.map((api) => rss(api.child.pid));
    const cpu = apis.map((api, index) => cpuSeconds(api.child.pid) - cpuBefore[index]);

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
        `  API ${index + 1} (pid ${apis[index].child.pid}): ${result.requests.average.toFixed(0)} req/s, ` +
          `${result.requests.total} requests, p99 ${result.latency.p99} ms, errors ${errors} ` +
          `(socket ${result.errors}, timeouts ${result.timeouts}, 5xx ${serverErrors}); ` +
          `statuses ${JSON.stringify(codes)}; RSS ${mb(before[index])} → ${mb(after[index])}; ` +
          `CPU ${cpu[index].toFixed(1)} s (${((cpu[index] * 1000) / result.requests.total).toFixed(2)} ms a request)`,
      );
    });
    const p99 = Math.max(...results.map((result) => result.latency.p99));
    console.info(
      `  ${label} total: ${(total / SECONDS).toFixed(0)} req/s over ${SECONDS} s, ${total} requests, ` +
        `p99 ≤ ${p99} ms, errors ${failures} (goal ≥ 1,500 req/s, p99 ≤ 100 ms, no error); the API processes ` +
        `used ${((cpu.reduce((sum, seconds) => sum + seconds, 0) * 1000) / total).toFixed(2)} ms of CPU a ` +
        `request; load average ${loadavg()[0].toFixed(2)} at the end.`,
    );
    return failures === 0;
  } finally {
    await Promise.all(apis.map(stopApi));
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    // The API keeps its mail queue (pg-boss) in <schema>_jobs.
    await client.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
    await client.end();
  }
}

ensureBuiltApi();
let clean = true;
if (process.env.SOAK_BEFORE_SERVER) clean = (await soak('Before', process.env.SOAK_BEFORE_SERVER)) && clean;
clean = (await soak(process.env.SOAK_BEFORE_SERVER ? 'After' : 'Soak', undefined)) && clean;
if (!clean) process.exitCode = 1;
