// `npm test` (or `pnpm test`): install, then every check: lint, types, unit, API, build, end-to-end.
import { install, pnpm, run } from './lib/run.mjs';
import { ensureChromium, ensurePostgres, ensureRedis } from './lib/system.mjs';

const timings = {};
timings.install = install();
ensureChromium();
await ensurePostgres();
await ensureRedis();

const bin = (name) => `node_modules/.bin/${name}`;
timings.lint = run(bin('eslint'), ['.', '--max-warnings=0']) + run(bin('prettier'), ['--check', '.']);
timings.types = pnpm(['-r', '--workspace-concurrency=1', 'run', 'typecheck']);
timings.unit = run(bin('jest'), ['--ci']);
timings.api = pnpm(['--filter', '@haveli/api', 'run', 'test']);
timings.build = pnpm(['run', 'build']);
timings.e2e = pnpm(['--filter', '@haveli/e2e', 'run', 'test']);

console.info(
  `All checks passed (seconds: ${Object.entries(timings)
    .map(([step, seconds]) => `${step} ${seconds.toFixed(1)}`)
    .join(', ')}).`,
);
