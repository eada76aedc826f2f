// `pnpm bench`: every performance goal of the site beside its measured figure, in one run on this
// machine. Figures, not pass/fail: timings belong here, never in the tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, ROOT } from '../lib/run.mjs';
import { headersOf, load, PUBLIC_LISTS } from './api-load.mjs';
import { loadBookings } from './bookings-load.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { measurePhoneStart } from './phone-start.mjs';
import { runLighthouse } from './lighthouse.mjs';

const QUICK = process.argv.includes('--quick');
const SECONDS = QUICK ? 3 : 10;
const RUNS = QUICK ? 1 : 3;
const PORTS = {
  shell: 7400,
  content: 7401,
  account: 7402,
  diningCart: 7403,
  api: 7500,
  apiPostgres: 7501,
  baseline: 7600,
};
// Bookings are measured on the embedded database the site starts with and on PostgreSQL, the one a
// production deployment runs, when a server is reachable (the test command's local one by default).
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SITE = `http://localhost:${PORTS.shell}`;
const API = `http://127.0.0.1:${PORTS.api}/api`;
const ROUTES = ['/home', '/rooms', '/menu', '/login'];

if (!process.argv.includes('--no-build') || !existsSync(join(ROOT, 'shell', 'dist'))) pnpm(['run', 'build']);

function start(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  return child;
}

async function waitFor(url, attempts = 150) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

const site = start('node', ['scripts/serve.mjs'], {
  SHELL_PORT: PORTS.shell,
  CONTENT_PORT: PORTS.content,
  ACCOUNT_PORT: PORTS.account,
  DINING_CART_PORT: PORTS.diningCart,
  API_PORT: PORTS.api,
  PGLITE_DIR: mkdtempSync(join(tmpdir(), 'haveli-bench-db-')),
  DEPLOY_DIR: mkdtempSync(join(tmpdir(), 'haveli-bench-deploy-')),
  LOG_LEVEL: 'warn',
});
const baseline = start('node', ['scripts/bench/baseline-server.mjs'], { PORT: PORTS.baseline });
const report = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  quick: QUICK,
};

try {
  await waitFor(`${SITE}/api/health`);
  await waitFor(`http://127.0.0.1:${PORTS.baseline}/bare`);

  console.info('Measuring first loads…');
  report.firstLoad = await measureFirstLoad(SITE, ROUTES);

  console.info(`A first visit on a throttled phone, median of ${RUNS + 2}, and a hop between loaded pages…`);
  report.phoneStart = await measurePhoneStart(SITE, '/home', RUNS + 2);

  // Page timings before the load steps: those saturate both cores, and their aftermath (the database's
  // checkpoint, the API's garbage collection) would otherwise land in Lighthouse's traces.
  console.info(`Lighthouse (mobile, median of ${RUNS})…`);
  report.lighthouse = await runLighthouse(SITE, ROUTES, RUNS);

  console.info('Load on the API beside a bare Fastify route…');
  // Each list right after a run of its own on the bare route, so a machine that slows down over the minutes
  // of load (a shared one does) weighs on both sides of each ratio alike.
  report.api = {};
  for (const list of PUBLIC_LISTS) {
    const url = `${API}/web/${list}/get_with_pagination?page=1&limit=5`;
    const baseline = await load(`http://127.0.0.1:${PORTS.baseline}/bare`, { seconds: SECONDS });
    report.api[list] = { ...(await load(url, { seconds: SECONDS })), ...(await headersOf(url)), baseline };
  }

  console.info('Booking creation under load…');
  report.bookings = await loadBookings(API, { seconds: SECONDS }).catch((error) => ({
    error: error.message,
  }));
  const onPostgres = start('node', ['api/dist/server.js'], {
    PORT: PORTS.apiPostgres,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: `bench_${Date.now()}`,
  });
  try {
    await waitFor(`http://127.0.0.1:${PORTS.apiPostgres}/api/health`, 50);
    report.bookingsPostgres = await loadBookings(`http://127.0.0.1:${PORTS.apiPostgres}/api`, {
      seconds: SECONDS,
    });
  } catch (error) {
    report.bookingsPostgres = { error: `PostgreSQL at ${POSTGRES_URL}: ${error.message}` };
  } finally {
    onPostgres.kill('SIGTERM');
  }
} finally {
  site.kill('SIGTERM');
  baseline.kill('SIGTERM');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const row = (goal, figure, met) =>
  rows.push({ goal, figure, met: met === undefined ? '—' : met ? 'yes' : 'NO' });
const home = report.firstLoad['/home'];
row('/home JS ≤ 180 KB gzip', kb(home.jsBytes), home.jsBytes <= 180 * 1024);
row('/home CSS ≤ 30 KB gzip', kb(home.cssBytes), home.cssBytes <= 30 * 1024);
row(
  '/home fetches neither account nor dining remote',
  home.origins.join(' '),
  !home.origins.some(
    (origin) => origin.endsWith(`:${PORTS.account}`) || origin.endsWith(`:${PORTS.diningCart}`),
  ),
);
const phone = report.phoneStart;
row(
  '/home on a phone (4x CPU, slow 4G): first paint, largest paint, live, blocked',
  `${phone.fcpMs} / ${phone.lcpMs} / ${phone.liveMs} / ${phone.blockingMs} ms`,
);
row(
  'a hop between loaded pages: heading shown ≤ 100 ms after the click',
  `${phone.hopMs} ms`,
  phone.hopMs <= 100,
);
for (const [route, scores] of Object.entries(report.lighthouse)) {
  row(`${route} performance ≥ 90`, scores.performance, scores.performance >= 90);
  row(`${route} accessibility ≥ 95`, scores.accessibility, scores.accessibility >= 95);
  row(`${route} best practices ≥ 95`, scores.bestPractices, scores.bestPractices >= 95);
  row(`${route} SEO ≥ 90`, scores.seo, scores.seo >= 90);
  row(`${route} LCP ≤ 2.0 s`, `${(scores.lcpMs / 1000).toFixed(2)} s`, scores.lcpMs <= 2000);
  row(`${route} CLS ≤ 0.05`, scores.cls, scores.cls <= 0.05);
  row(`${route} TBT ≤ 150 ms`, `${scores.tbtMs} ms`, scores.tbtMs <= 150);
}
for (const list of PUBLIC_LISTS) {
  const figures = report.api[list];
  const bare = figures.baseline.rps;
  row(
    `web/${list} ≥ 40% of bare (${bare} rps)`,
    `${figures.rps} rps (${Math.round((figures.rps / bare) * 100)}%)`,
    figures.rps >= 0.4 * bare && figures.errors === 0 && figures.non2xx === 0,
  );
  row(`web/${list} p99 ≤ 50 ms`, `${figures.p99Ms} ms`, figures.p99Ms <= 50);
  row(
    `web/${list} ETag or Cache-Control`,
    figures.etag ? 'ETag' : (figures.cacheControl ?? 'none'),
    Boolean(figures.etag || figures.cacheControl),
  );
}
for (const [database, bookings, judged] of [
  ['PostgreSQL', report.bookingsPostgres, true],
  ['embedded PGlite', report.bookings, false],
]) {
  if (bookings.error) {
    row(`booking creation on ${database}`, bookings.error, judged ? false : undefined);
    continue;
  }
  row(
    judged ? `booking creation ≥ 300 rps (${database})` : `booking creation (${database}, figure only)`,
    `${bookings.rps} rps (${bookings.created} created, ${bookings.refused} refused)`,
    judged ? bookings.rps >= 300 : undefined,
  );
  row(
    `no room booked twice for overlapping stays (${database})`,
    `${bookings.overlaps} overlaps`,
    bookings.overlaps === 0,
  );
}

report.table = rows;
console.table(rows);
const file = join(ROOT, 'bench-report.json');
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.info(
  `Report written to ${file}. ${rows.filter((r) => r.met === 'yes').length} of ${rows.filter((r) => r.met !== '—').length} goals met.`,
);
