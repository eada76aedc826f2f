// `npm run bench:start`: how long a fresh clone takes from `npm start` to a site that answers, as a newcomer
// sees it: clones this repository's HEAD into a temporary folder, runs `npm start` there on ports of its own,
// and polls /home and /api/health until both answer 200. The package store (pnpm's) and the photo cache are
// the machine's own, warm after any earlier install; nothing else is shared with this checkout.
// Options: --ports <shell port> (default 3500; the remotes beside it as the registry places them, the API
// shell + 100),
// --timeout <seconds> (default 300), --keep (leave the clone for a look).
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotePortsBeside } from '../lib/deploy.mjs';
import { freshClone } from '../lib/fresh-clone.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const shellPort = Number(option('--ports', 3500));
const timeoutSeconds = Number(option('--timeout', 300));

const { folder, clone, head } = freshClone();

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const site = spawn('npm', ['start'], {
  cwd: clone,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    SHELL_PORT: String(shellPort),
    ...remotePortsBeside(shellPort),
    API_PORT: String(shellPort + 100),
    LOG_LEVEL: 'warn',
  },
});
const log = [];
for (const stream of [site.stdout, site.stderr]) stream.on('data', (chunk) => log.push(String(chunk)));

const answers = async (path) => {
  try {
    const response = await fetch(`http://localhost:${shellPort}${path}`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.status === 200;
  } catch {
    return false;
  }
};

let ready = false;
while (!ready && Date.now() - started < timeoutSeconds * 1000 && site.exitCode === null) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  ready = (await answers('/api/health')) && (await answers('/home'));
}
const figure = seconds();
try {
  process.kill(-site.pid, 'SIGTERM');
} catch {
  // Already gone.
}
await new Promise((resolve) => setTimeout(resolve, 1500));
try {
  process.kill(-site.pid, 'SIGKILL');
} catch {
  // Ended on SIGTERM.
}
if (!ready) {
  const file = join(folder, 'npm-start.log');
  writeFileSync(file, log.join(''));
  console.error(log.join('').slice(-4000));
  console.error(`✗ a fresh clone of ${head} did not answer within ${timeoutSeconds} s (its output: ${file})`);
  process.exit(1);
}
if (!args.includes('--keep')) rmSync(folder, { recursive: true, force: true });
const phases = log.join('').match(/Installed in [\d.]+ s, built in [\d.]+ s\./)?.[0] ?? '';
console.info(`fresh clone of ${head}: npm start answered /home and /api/health in ${figure} s. ${phases}`);
