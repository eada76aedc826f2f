// `npm run bench:checks`: the whole of `npm test` on a fresh clone of HEAD, as CI runs it (`CI=true`), with each
// step's seconds and the total against the budget of 15 minutes on this machine. A budget test kept here, not in
// CI: these machines run about twice as slow at some hours as at others, so a run over budget says to measure
// again on a quiet machine before anything else. Exits 1 when the checks fail or the total is over budget.
// Options: --keep (leave the clone for a look).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { freshClone } from '../lib/fresh-clone.mjs';

const BUDGET_SECONDS = 15 * 60;

const { folder, clone, head } = freshClone();
const load = loadavg()[0].toFixed(1);
const started = Date.now();
const run = spawnSync('npm', ['test'], {
  cwd: clone,
  env: { ...process.env, CI: 'true' },
  encoding: 'utf8',
  maxBuffer: 1024 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const total = (Date.now() - started) / 1000;
if (!process.argv.includes('--keep')) rmSync(folder, { recursive: true, force: true });

const steps = [...(run.stdout ?? '').matchAll(/^→ (.+): ([\d.]+) s$/gm)].map(([, step, seconds]) => ({
  step,
  seconds: Number(seconds),
}));
console.table(steps);
const verdict = total <= BUDGET_SECONDS ? 'within' : 'over';
console.info(
  `npm test on a fresh clone of ${head}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${total.toFixed(0)} s, ` +
    `${verdict} the budget of ${BUDGET_SECONDS} s (load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end).`,
);
if (run.status !== 0) console.error((run.stdout ?? '').slice(-4000));
process.exit(run.status === 0 && verdict === 'within' ? 0 : 1);
