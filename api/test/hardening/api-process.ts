import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before } from 'node:test';
import { API_DIR } from '../../src/paths';
import {
  describeNeeding,
  dropSchema,
  redisEnv,
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
  unlessTesting,
} from '../helpers/test-app';

const SERVER = path.join(API_DIR, 'dist', 'server.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * These tests run the API as it ships (`node api/dist/server.js`). The API tests run before the build in
 * `npm test`, so the bundle is made here when it is missing or older than a source file.
 */
export function ensureBuiltApi(): string {
  const sources = [path.join(API_DIR, 'src'), path.join(API_DIR, '..', 'packages', 'contracts', 'src')];
  const stale = !existsSync(SERVER) || statSync(SERVER).mtimeMs < Math.max(...sources.map(newestSource));
  if (stale) {
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: API_DIR, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`Building the API failed:\n${built.stderr}${built.stdout}`);
  }
  return SERVER;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ApiProcess {
  readonly url: string;
  readonly pid: number;
  /** Resident memory of the process in bytes, read from /proc. */
  rss(): number;
  /** SIGKILL: no chance to flush or close anything. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  output(): string;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts the built API on a free port with these settings and waits until /api/health answers. */
export async function startApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [ensureBuiltApi()], {
    cwd: path.join(API_DIR, '..'),
    env: {
      PATH: process.env.PATH,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not become healthy within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    rss: () => {
      const status = readStatus(child.pid ?? 0);
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    output: () => output,
  };
}

function readStatus(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}

/** A new, empty schema on the test PostgreSQL server, and how to drop it. */
export function freshSchema(): { schema: string; env: NodeJS.ProcessEnv; drop(): Promise<void> } {
  const schema = `haveli_hardening_${randomBytes(5).toString('hex')}`;
  return {
    schema,
    env: { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema },
    drop: () => dropSchema(schema),
  };
}

export interface TwoProcesses {
  /** The two running processes, ready once the suite's `before` hook has run. */
  apis(): [ApiProcess, ApiProcess];
  /** Their schema on the test PostgreSQL server. */
  schema: string;
}

/**
 * Declares `suite` against two API processes sharing a fresh schema on the test PostgreSQL server (the first
 * migrates and seeds; the second then finds the schema ready), and with `redis` the test Redis server too.
 * Without a reachable server it is skipped, unless CI is set, where it fails.
 */
export function describeOnTwoProcesses(
  title: string,
  suite: (context: TwoProcesses) => void,
  options: { redis?: boolean } = {},
): void {
  describeNeeding(
    title,
    options.redis ? ['postgres', 'redis'] : ['postgres'],
    unlessTesting('postgres'),
    () => {
      const database = freshSchema();
      const apis: ApiProcess[] = [];
      before(async () => {
        const env = { ...database.env, ...(options.redis ? redisEnv() : {}) };
        apis.push(await startApi(env));
        apis.push(await startApi(env));
      });
      after(async () => {
        await Promise.all(apis.map((api) => api.stop()));
        await database.drop();
      });
      suite({ apis: () => apis as [ApiProcess, ApiProcess], schema: database.schema });
    },
  );
}
