import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs one of Debian's packages (as root, or through sudo); says whether it worked. */
function aptInstall(name) {
  console.info(`Installing Debian's ${name}…`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', name],
  ]) {
    const [command, ...rest] = [...asRoot, ...args];
    const result = spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) return false;
  }
  return true;
}

/** Browser tests use Debian's Chromium; a fresh machine gets it from Debian's packages. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!aptInstall('chromium')) throw new Error(`${CHROMIUM} is missing and chromium could not be installed.`);
}

function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The API tests also run on the machine's PostgreSQL server; start it when it is installed but down. */
export async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL || (await canConnect(5432))) return;
  const clusters = spawnSync('sh', ['-c', 'ls /etc/postgresql 2>/dev/null'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!clusters) return;
  console.info('PostgreSQL is down: starting it…');
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', clusters.split('\n')[0], 'main', 'start'], {
    stdio: 'inherit',
  });
}

/** Login throttling is also tested with its counters in Redis: start the machine's server when it is down. */
export async function ensureRedis() {
  if (process.env.TEST_REDIS_URL || (await canConnect(6379))) return;
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0 && !aptInstall('redis-server')) return;
  console.info('Redis is down: starting it…');
  spawnSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'inherit',
  });
}
