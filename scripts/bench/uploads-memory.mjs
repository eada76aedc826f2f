// `node scripts/bench/uploads-memory.mjs`: 20 job applications with a 5 MB resume each, sent at once to one
// API process, and how much its resident memory grows (goal: ≤ 50 MB). On the PostgreSQL server
// (BENCH_DATABASE_URL, the local one by default) in a fresh schema; BENCH_UPLOADS changes the count.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureBuiltApi, mb, rss, startApi, stopApi } from '../lib/api-process.mjs';
import { ROOT } from '../lib/run.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const RESUME_BYTES = 5 * 1024 * 1024;
const GOAL_BYTES = 50 * 1024 * 1024;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');

/** A PDF of exactly the largest size accepted. */
const header = Buffer.from('%PDF-1.4\n');
const resume = Buffer.concat([header, Buffer.alloc(RESUME_BYTES - header.length, 0x20)]);

function application() {
  const form = new FormData();
  form.append('posting', 'career-front-office-associate');
  form.append('name', 'Bench Applicant');
  form.append('email', 'bench@example.in');
  form.append('phone', '+91 98290 12345');
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'cv.pdf');
  return form;
}

ensureBuiltApi();
const schema = `haveli_bench_${randomBytes(5).toString('hex')}`;
const api = await startApi({
  DATABASE_URL,
  DATABASE_SCHEMA: schema,
  JWT_SECRET: randomBytes(48).toString('base64url'),
});
try {
  // One application first, so that code paths, pools and buffers are warm before the baseline.
  await fetch(`${api.url}/api/career/apply`, { method: 'POST', body: application() });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = rss(api.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(api.child.pid))), 20);
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, async () => {
      const response = await fetch(`${api.url}/api/career/apply`, { method: 'POST', body: application() });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  clearInterval(sampler);
  const after = rss(api.child.pid);
  const growth = peak - before;
  const accepted = statuses.filter((status) => status === 201).length;
  console.info(
    `${UPLOADS} concurrent ${mb(RESUME_BYTES)} uploads in ${Date.now() - started} ms: ${accepted} accepted; ` +
      `API RSS ${mb(before)} → peak ${mb(peak)} (+${mb(growth)}), ${mb(after)} after; ` +
      `goal ≤ +${mb(GOAL_BYTES)}: ${growth <= GOAL_BYTES && accepted === UPLOADS ? 'met' : 'MISSED'}`,
  );
  if (growth > GOAL_BYTES || accepted !== UPLOADS) process.exitCode = 1;
} finally {
  await stopApi(api);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  // The API keeps its mail queue (pg-boss) in <schema>_jobs.
  await client.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
  await client.end();
}
