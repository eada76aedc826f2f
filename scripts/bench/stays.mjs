// `pnpm bench:stays`: the stay figures on PostgreSQL (figures, not pass/fail; the tests check behaviour).
//   1. seeds 50,000 stay bookings (and their rooms' reservations) into a schema of its own;
//   2. p95 of the availability search (which prices every room type, all-in) and of a quote, for 7-night stays;
//   3. booking creations per second through POST /api/stays/bookings under 50 connections, then counts
//      overlapping stays of one room (must be 0).
// BENCH_DATABASE_URL (default: the local test server). The schema is dropped afterwards.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startApi, stopApi } from '../lib/api-process.mjs';
import { loadBookings } from './bookings-load.mjs';
import { ROOT } from '../lib/run.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const pg = require('pg');
const autocannon = createRequire(join(ROOT, 'package.json'))('autocannon');

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `haveli_bench_stays_${randomBytes(5).toString('hex')}`;
const BOOKINGS = Number(process.env.BENCH_STAYS_BOOKINGS ?? 50_000);
const GUESTS = 60;
const SAMPLES = 300;

const built = spawnSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'api'), stdio: 'ignore' });
if (built.status !== 0) throw new Error('Building the API failed: run `node api/build.mjs` to see why');

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const api = await startApi({
  DATABASE_URL,
  DATABASE_SCHEMA: SCHEMA,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  MAX_UPCOMING_STAYS: '1000000',
  LOG_LEVEL: 'error',
});
const URL = `${api.url}/api`;
const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
await db.query(`SET search_path TO ${SCHEMA}`);

try {
  // ── 1. Seed: each room gets back-to-back stays of 1–4 nights with 0–2 free nights between them ────────────
  let started = performance.now();
  await db.query(
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Seeded Guest ' || g, 'seeded-' || g || '@bench.example', 'x' FROM generate_series(1, 1000) g`,
  );
  const users = (await db.query('SELECT id FROM users ORDER BY id')).rows.map((row) => row.id);
  const rooms = (
    await db.query(`SELECT r.id, r.room_type_id FROM rooms r WHERE r.status = 'available' ORDER BY r.id`)
  ).rows;
  const stays = [];
  const cursor = new Map(rooms.map((room) => [room.id, 1]));
  for (let index = 0; index < BOOKINGS; index += 1) {
    const room = rooms[index % rooms.length];
    const from = cursor.get(room.id) + Math.floor(Math.random() * 3);
    const nights = 1 + Math.floor(Math.random() * 4);
    cursor.set(room.id, from + nights);
    stays.push({ room, from, nights, user: users[index % users.length] });
  }
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const reference = (n) => {
    let code = '';
    for (let value = n + 1_000_000; code.length < 6; value = Math.floor(value / 32))
      code += alphabet[value % 32];
    return `HJ-${code}`;
  };
  const price = JSON.stringify({ currency: 'INR', seeded: true });
  const policy = JSON.stringify({
    rate_plan: 'flexible',
    refundable: true,
    text: 'Seeded',
    free_until: null,
    fee_after_deadline: 0,
  });
  for (let offset = 0; offset < stays.length; offset += 5000) {
    const chunk = stays.slice(offset, offset + 5000);
    await db.query(
      `WITH s AS (
         SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::date[], $6::date[])
           AS x (reference, user_id, room_type_id, room_id, check_in, check_out)
       ), b AS (
         INSERT INTO stay_bookings (reference, user_id, room_type_id, guest_name, check_in, check_out, adults, rooms,
                                    rate_plan, price, total, policy)
         SELECT reference, user_id, room_type_id, 'Seeded Guest', check_in, check_out, 2, 1, 'flexible', $7::jsonb,
                10000, $8::jsonb
         FROM s
         RETURNING id, reference
       )
       INSERT INTO hotel_reservations (user_id, room_id, guest_name, check_in, check_out, guests, price, stay_booking_id)
       SELECT s.user_id, s.room_id, 'Seeded Guest', s.check_in, s.check_out, 2, 10000, b.id
       FROM s JOIN b ON b.reference = s.reference`,
      [
        chunk.map((_, index) => reference(offset + index)),
        chunk.map((stay) => stay.user),
        chunk.map((stay) => stay.room.room_type_id),
        chunk.map((stay) => stay.room.id),
        chunk.map((stay) => day(stay.from)),
        chunk.map((stay) => day(stay.from + stay.nights)),
        price,
        policy,
      ],
    );
  }
  await db.query('ANALYZE');
  const lastDay = Math.max(...cursor.values());
  console.info(
    `Seeded ${BOOKINGS.toLocaleString('en-IN')} bookings over ${rooms.length} rooms (${lastDay} days ahead) in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // ── 2. Availability + price of 7-night stays, one request at a time ──────────────────────────────────────
  const timedGet = async (path) => {
    const at = performance.now();
    const response = await fetch(`${URL}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 400) throw new Error(`${path}: ${response.status}`);
    return performance.now() - at;
  };
  const search = [];
  const quote = [];
  for (let index = 0; index < SAMPLES + 20; index += 1) {
    const from = 2 + Math.floor(Math.random() * Math.min(lastDay, 3000));
    const stay = `check_in=${day(from)}&check_out=${day(from + 7)}&adults=2`;
    const a = await timedGet(`/availability?${stay}`);
    const q = await timedGet(`/stays/quote?${stay}&room_type_id=${1 + (index % 5)}`);
    if (index >= 20) {
      search.push(a);
      quote.push(q);
    }
  }
  console.info(
    `7-night stays, ${SAMPLES} samples: availability with all-in totals p95 ${p95(search).toFixed(1)} ms ` +
      `(median ${median(search).toFixed(1)}); quote p95 ${p95(quote).toFixed(1)} ms (median ${median(quote).toFixed(1)}); ` +
      `both together p95 ${p95(search.map((ms, index) => ms + quote[index])).toFixed(1)} ms (goal ≤ 30 ms)`,
  );

  // ── 3. Booking creations per second ──────────────────────────────────────────────────────────────────────
  const tokens = [];
  for (let batch = 0; batch < GUESTS; batch += 10) {
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const email = `bench-${Date.now()}-${batch + index}@bench.example`;
          const password = 'BenchGuest#2026';
          const headers = {
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${batch}.${index + 1}`,
          };
          await fetch(`${URL}/auth/register`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: 'Bench Guest', email, password }),
          });
          const login = await fetch(`${URL}/auth/login`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ email, password }),
          }).then((response) => response.json());
          return login.data.token;
        }),
      )),
    );
  }
  const beyond = lastDay + 10;
  const seconds = 10;
  const result = await autocannon({
    url: `${URL}/stays/bookings`,
    connections: 50,
    duration: seconds,
    method: 'POST',
    requests: [
      {
        setupRequest(request) {
          const from = beyond + Math.floor(Math.random() * 900);
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}`,
            },
            body: JSON.stringify({
              guest_name: 'Bench Guest',
              room_type_id: 1 + Math.floor(Math.random() * 5),
              check_in: day(from),
              check_out: day(from + 1 + Math.floor(Math.random() * 3)),
              adults: 2,
            }),
          };
        },
      },
    ],
  });
  const overlaps = (
    await db.query(
      `SELECT count(*)::int AS n FROM hotel_reservations a JOIN hotel_reservations b
         ON a.room_id = b.room_id AND a.id < b.id AND a.check_in < b.check_out AND b.check_in < a.check_out
       WHERE a.status <> 'Cancelled' AND b.status <> 'Cancelled'`,
    )
  ).rows[0].n;
  console.info(
    `Booking creation, 50 connections for ${seconds} s on ${(BOOKINGS + result['2xx']).toLocaleString('en-IN')} ` +
      `bookings: ${Math.round(result['2xx'] / seconds)} created per second (goal ≥ 300), ${result.non2xx} refused ` +
      `(no room free), ${result.errors + result.timeouts} errors, p99 ${result.latency.p99} ms; overlapping stays: ${overlaps}`,
  );
  // The same load on the one-room booking call of before (reservationHotel/create), for scale on a shared machine.
  const legacy = await loadBookings(URL, { connections: 50, seconds });
  console.info(
    `For comparison, reservationHotel/create under the same load: ${legacy.rps} created per second, ` +
      `${legacy.refused} refused, ${legacy.errors} errors`,
  );
  console.info(
    `Load average when done: ${(await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
  );
} finally {
  await stopApi(api);
  await db.query(`DROP SCHEMA IF EXISTS ${SCHEMA}, ${SCHEMA}_jobs CASCADE`).catch(() => {});
  await db.end();
}
