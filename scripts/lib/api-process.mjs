// The built API as separate processes, for the load scripts (soak, benches): start on a free port, read the
// resident memory, stop.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

const SERVER = join(ROOT, 'api', 'dist', 'server.js');

/** Builds the API when api/dist is missing. */
export function ensureBuiltApi() {
  if (existsSync(SERVER)) return;
  console.info('api/dist is missing: building the API…');
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'api'), stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Resident memory of a process in bytes, read from /proc. */
export const rss = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system), in seconds, read from /proc: on a shared machine the
 * work per request it gives moves less with the other load than throughput does.
 */
export const cpuSeconds = (pid) => {
  try {
    // Fields after the command (which may hold spaces) start with the state, field 3; utime and stime are 14, 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};

/**
 * Starts `node api/dist/server.js` (or another build's `server`) with these settings and waits until
 * /api/health answers.
 */
export async function startApi(env, server = SERVER) {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API on :${port} exited at start`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The API on :${port} did not become healthy`);
}

/** SIGTERM, and waits for the exit. */
export const stopApi = ({ child }) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
