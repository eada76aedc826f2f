// `npm test` (or `pnpm test`): install, then every check: lint, types, unit, API, build, end-to-end.
import { availableParallelism } from 'node:os';
import { delimiter, dirname } from 'node:path';
import { install, nodeBinary, PNPM, pnpm, run, runStep, runTogether } from './lib/run.mjs';
import { ensureChromium, ensurePostgres, ensureRedis } from './lib/system.mjs';
import { TYPESCRIPT_PROGRAMS } from './typecheck.mjs';

const timings = {};
/** Keeps a step's seconds for the summary, and says them as the step ends. */
function took(step, seconds) {
  timings[step] = seconds;
  console.info(`→ ${step}: ${seconds.toFixed(1)} s`);
}
took('install', install());
ensureChromium();
await ensurePostgres();
await ensureRedis();

const bin = (name) => `node_modules/.bin/${name}`;
// Lint, formatting and the three TypeScript programs side by side: each is one thread, mostly. Their caches
// (node_modules/.cache) make a second run on the same checkout check only what changed.
took(
  'lint and types',
  await runTogether([
    [bin('eslint'), ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
    [bin('prettier'), ['--check', '.', '--cache', '--log-level=warn']],
    ...TYPESCRIPT_PROGRAMS,
  ]),
);
// The unit suite runs in jsdom, the same on every Node version: once. A worker per core (jest keeps one core
// for itself by default): on two cores 67 s instead of 103 s, measured side by side.
took('unit', run(bin('jest'), ['--ci', `--maxWorkers=${availableParallelism()}`]));
// The API suite once on each database (api/scripts/test.mjs: a worker process per core, a file at a time): on
// the embedded one (what `npm start` runs) under this machine's Node (20 here, the oldest the site supports),
// and on PostgreSQL (what production runs) under Node 24, the newest.
// Users run Node 22 and 24; Node 20 ended its life in April 2026 but `npm start` still works on it.
const onDatabase = (database, extraPath) => ({
  env: {
    ...process.env,
    ...(extraPath ? { PATH: `${extraPath}${delimiter}${process.env.PATH}` } : {}),
    TEST_DATABASES: database,
  },
});
took('API on PGlite', pnpm(['--filter', '@haveli/api', 'run', 'test'], onDatabase('pglite')));
// The build beside the API suite on PostgreSQL: that suite leaves about a quarter of the two cores idle while
// the database server answers, and the build needs neither the database nor the suite's files. Each step's
// seconds are its own; together they take less than one after the other.
const started = Date.now();
const [onPostgres, build] = await Promise.all([
  runStep(
    'npx',
    [...PNPM, '--filter', '@haveli/api', 'run', 'test'],
    onDatabase('postgres', dirname(nodeBinary(24))),
  ),
  runStep('npx', [...PNPM, 'run', 'build']),
]);
took('API on PostgreSQL, Node 24', onPostgres);
took('build', build);
took('API on PostgreSQL and build, side by side', (Date.now() - started) / 1000);
took('e2e', pnpm(['--filter', '@haveli/e2e', 'run', 'test']));

console.info(
  `All checks passed (seconds: ${Object.entries(timings)
    .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
    .join(', ')}).`,
);
