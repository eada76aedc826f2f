// `npm test` (or `pnpm test`): install, then every check: lint, types, unit, API, build, end-to-end.
import { delimiter, dirname } from 'node:path';
import { install, nodeBinary, PNPM, pnpm, run, runOnceMoreAfterV8Abort } from './lib/run.mjs';
import { ensureChromium, ensurePostgres, ensureRedis } from './lib/system.mjs';

const timings = {};
timings.install = install();
ensureChromium();
await ensurePostgres();
await ensureRedis();

const bin = (name) => `node_modules/.bin/${name}`;
timings.lint = run(bin('eslint'), ['.', '--max-warnings=0']) + run(bin('prettier'), ['--check', '.']);
timings.types = pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
// The unit suite runs in jsdom, the same on every Node version: once.
timings.unit = run(bin('jest'), ['--ci']);
timings.api = pnpm(['--filter', '@haveli/api', 'run', 'test']);
// Users run Node 22 and 24 (Node 20 ended its life in April 2026): the API again on Node 24, against the
// database production uses (PostgreSQL); the embedded database's code is the same WebAssembly on both.
const node24 = nodeBinary(24);
const onNode24 = {
  env: {
    ...process.env,
    PATH: `${dirname(node24)}${delimiter}${process.env.PATH}`,
    TEST_DATABASES: 'postgres',
  },
};
timings['API on Node 24 (PostgreSQL)'] = runOnceMoreAfterV8Abort(
  'npx',
  [...PNPM, '--filter', '@haveli/api', 'run', 'test'],
  onNode24,
);
timings.build = pnpm(['run', 'build']);
timings.e2e = pnpm(['--filter', '@haveli/e2e', 'run', 'test']);

console.info(
  `All checks passed (seconds: ${Object.entries(timings)
    .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
    .join(', ')}).`,
);
