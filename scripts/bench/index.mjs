// `pnpm bench`: every performance goal of the site beside its measured figure, in one run on this
// machine. Figures, not pass/fail: timings belong here, never in the tests.
// `pnpm bench --before <git-ref>` also builds that commit (in a temporary worktree, see before-site.mjs) and
// measures both sites in the browser, in turns, so the table sets before beside after from one run.
// `--front-end-only` leaves out the load on the API and on bookings.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remotePortsBeside, REMOTES } from '../lib/deploy.mjs';
import { pnpm, ROOT } from '../lib/run.mjs';
import { headersOf, load, PUBLIC_LISTS } from './api-load.mjs';
import { startBeforeSite } from './before-site.mjs';
import { loadBookings } from './bookings-load.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { measurePhoneStart } from './phone-start.mjs';
import { runLighthouse } from './lighthouse.mjs';

const QUICK = process.argv.includes('--quick');
const FRONT_END_ONLY = process.argv.includes('--front-end-only');
const BEFORE = process.argv.includes('--before')
  ? (process.argv[process.argv.indexOf('--before') + 1] ?? '')
  : null;
if (BEFORE !== null && (BEFORE === '' || BEFORE.startsWith('--'))) {
  console.error('--before needs a git ref: pnpm bench --before b099a97');
  process.exit(1);
}
const SECONDS = QUICK ? 3 : 10;
const RUNS = QUICK ? 1 : 3;
// Each remote beside its shell, as `remotePortsBeside` places it (7401 on).
const PORTS = {
  shell: 7400,
  api: 7500,
  apiPostgres: 7501,
  baseline: 7600,
};
// The build of `--before`, served beside this one.
const BEFORE_PORTS = { shell: 7700, api: 7800 };
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

const siteData = [
  mkdtempSync(join(tmpdir(), 'haveli-bench-db-')),
  mkdtempSync(join(tmpdir(), 'haveli-bench-deploy-')),
];
const site = start('node', ['scripts/serve.mjs'], {
  SHELL_PORT: PORTS.shell,
  ...remotePortsBeside(PORTS.shell),
  API_PORT: PORTS.api,
  PGLITE_DIR: siteData[0],
  DEPLOY_DIR: siteData[1],
  LOG_LEVEL: 'warn',
});
const baseline = FRONT_END_ONLY
  ? null
  : start('node', ['scripts/bench/baseline-server.mjs'], { PORT: PORTS.baseline });
const os = await import('node:os');
const report = {
  machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart: os.loadavg() },
  quick: QUICK,
};
let before;

/** The API's public lists under load beside a bare route, and booking creation under load (this build only). */
async function measureBackEnd() {
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
}

try {
  if (BEFORE !== null) {
    console.info(`Building ${BEFORE} in a temporary worktree…`);
    before = await startBeforeSite(BEFORE, BEFORE_PORTS);
    report.before = { ref: BEFORE, commit: before.commit };
    await waitFor(`${before.url}/api/health`);
  }
  await waitFor(`${SITE}/api/health`);
  if (baseline) await waitFor(`http://127.0.0.1:${PORTS.baseline}/bare`);
  // The sites take turns in every step below, route by route and run by run.
  const sites = before ? { before: before.url, after: SITE } : { after: SITE };
  report.sites = Object.fromEntries(Object.keys(sites).map((label) => [label, {}]));
  const record = (step, byLabel) => {
    for (const [label, figures] of Object.entries(byLabel)) report.sites[label][step] = figures;
  };

  console.info('Measuring first loads…');
  record('firstLoad', await measureFirstLoad(sites, ROUTES));

  console.info(`A first visit on a throttled phone, median of ${RUNS + 2}, and hops between loaded pages…`);
  record('phoneStart', await measurePhoneStart(sites, '/home', RUNS + 2));

  // Page timings before the load steps: those saturate both cores, and their aftermath (the database's
  // checkpoint, the API's garbage collection) would otherwise land in Lighthouse's traces.
  console.info(`Lighthouse (mobile, median of ${RUNS})…`);
  record('lighthouse', await runLighthouse(sites, ROUTES, RUNS));
  if (before) {
    await before.stop();
    before = undefined;
  }
  if (!FRONT_END_ONLY) await measureBackEnd();
} finally {
  baseline?.kill('SIGTERM');
  await before?.stop();
  if (site.exitCode === null && site.signalCode === null) {
    const exited = once(site, 'exit');
    site.kill('SIGTERM');
    await exited;
  }
  for (const folder of siteData) rmSync(folder, { recursive: true, force: true });
}
report.machine.loadAverageAtEnd = os.loadavg();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const labels = Object.keys(report.sites);
const rows = [];
const metColumn = report.before ? 'met (after)' : 'met';
// A goal's figure on each site (`figure` is given the site's figures and ports) and whether this build met it.
const row = (goal, figure, met) => {
  const entry = { goal };
  for (const label of labels) {
    const ports = label === 'before' ? BEFORE_PORTS : PORTS;
    entry[labels.length > 1 ? label : 'figure'] = figure(report.sites[label], ports);
  }
  entry[metColumn] = met === undefined ? '—' : met(report.sites.after, PORTS) ? 'yes' : 'NO';
  rows.push(entry);
};
// A goal measured on this build only (the API under load).
const rowOfThisBuild = (goal, figure, met) =>
  row(
    goal,
    (site) => (site === report.sites.after ? figure : 'not measured'),
    met === undefined ? undefined : () => met,
  );

const home = (site) => site.firstLoad['/home'];
row(
  '/home JS ≤ 180 KB on the wire',
  (site) => kb(home(site).jsBytes),
  (site) => home(site).jsBytes <= 180 * 1024,
);
row(
  '/home React once (copies of react-dom fetched)',
  (site) => home(site).reactDomCopies,
  (site) => home(site).reactDomCopies === 1,
);
row(
  '/home CSS ≤ 30 KB on the wire',
  (site) => kb(home(site).cssBytes),
  (site) => home(site).cssBytes <= 30 * 1024,
);
// The remotes a first visit fetched from, by name (data: URLs have the origin "null").
const remoteOrigins = (site, ports) => {
  const portOf = remotePortsBeside(ports.shell);
  const names = Object.fromEntries(REMOTES.map(({ name, portVariable }) => [portOf[portVariable], name]));
  return home(site)
    .origins.filter((origin) => URL.canParse(origin))
    .map((origin) => names[new URL(origin).port])
    .filter(Boolean);
};
row(
  '/home fetches none of the account, dining and staff remotes (remotes fetched)',
  (site, ports) => remoteOrigins(site, ports).join(' ') || 'none',
  (site, ports) => !remoteOrigins(site, ports).some((name) => name !== 'content'),
);
row(
  '/home on a phone (4x CPU, slow 4G): first paint / largest paint / live / blocked',
  ({ phoneStart: phone }) => `${phone.fcpMs} / ${phone.lcpMs} / ${phone.liveMs} / ${phone.blockingMs} ms`,
);
row(
  'hops between loaded pages: heading shown ≤ 100 ms after the click (median / max of 8)',
  ({ phoneStart: phone }) => `${phone.hopMs} / ${phone.hopMaxMs} ms`,
  ({ phoneStart: phone }) => phone.hopMaxMs <= 100,
);
for (const route of ROUTES) {
  const lh = (site) => site.lighthouse[route];
  row(
    `${route} performance ≥ 95`,
    (site) => lh(site).performance,
    (site) => lh(site).performance >= 95,
  );
  row(
    `${route} accessibility 100`,
    (site) => lh(site).accessibility,
    (site) => lh(site).accessibility === 100,
  );
  row(
    `${route} best practices 100`,
    (site) => lh(site).bestPractices,
    (site) => lh(site).bestPractices === 100,
  );
  row(
    `${route} SEO 100`,
    (site) => lh(site).seo,
    (site) => lh(site).seo === 100,
  );
  row(
    `${route} LCP ≤ 1.8 s`,
    (site) => `${(lh(site).lcpMs / 1000).toFixed(2)} s`,
    (site) => lh(site).lcpMs <= 1800,
  );
  row(
    `${route} TBT ≤ 100 ms`,
    (site) => `${lh(site).tbtMs} ms`,
    (site) => lh(site).tbtMs <= 100,
  );
  row(
    `${route} CLS ≤ 0.02`,
    (site) => lh(site).cls,
    (site) => lh(site).cls <= 0.02,
  );
}
if (!FRONT_END_ONLY) {
  for (const list of PUBLIC_LISTS) {
    const figures = report.api[list];
    const bare = figures.baseline.rps;
    rowOfThisBuild(
      `web/${list} ≥ 40% of bare (${bare} rps)`,
      `${figures.rps} rps (${Math.round((figures.rps / bare) * 100)}%)`,
      figures.rps >= 0.4 * bare && figures.errors === 0 && figures.non2xx === 0,
    );
    rowOfThisBuild(`web/${list} p99 ≤ 50 ms`, `${figures.p99Ms} ms`, figures.p99Ms <= 50);
    rowOfThisBuild(
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
      rowOfThisBuild(`booking creation on ${database}`, bookings.error, judged ? false : undefined);
      continue;
    }
    rowOfThisBuild(
      judged ? `booking creation ≥ 300 rps (${database})` : `booking creation (${database}, figure only)`,
      `${bookings.rps} rps (${bookings.created} created, ${bookings.refused} refused)`,
      judged ? bookings.rps >= 300 : undefined,
    );
    rowOfThisBuild(
      `no room booked twice for overlapping stays (${database})`,
      `${bookings.overlaps} overlaps`,
      bookings.overlaps === 0,
    );
  }
}

report.table = rows;
if (report.before)
  console.info(`before: ${report.before.ref} (${report.before.commit}); after: this worktree.`);
console.table(rows);
const loadAverage = (averages) => averages.map((average) => average.toFixed(2)).join(', ');
console.info(
  `Load average (1, 5, 15 min) at start ${loadAverage(report.machine.loadAverageAtStart)}, at end ${loadAverage(report.machine.loadAverageAtEnd)} on ${report.machine.cpus} cores.`,
);
const file = join(ROOT, 'bench-report.json');
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.info(
  `Report written to ${file}. ${rows.filter((r) => r[metColumn] === 'yes').length} of ${rows.filter((r) => r[metColumn] !== '—').length} goals met.`,
);
