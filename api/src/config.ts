import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './paths';

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; schema: string | undefined };

export interface AppConfig {
  database: DatabaseConfig;
  jwt: { secret: string; ttlSeconds: number };
  /** The demo guest account exists only on the embedded database, never on a real server. */
  seedDemoGuest: boolean;
  /** Redis shared by every API process (login throttling); undefined keeps the counters in memory. */
  redisUrl: string | undefined;
  loginThrottle: LoginThrottleConfig;
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (Fastify's `trustProxy`). */
  trustProxy: string;
}

export interface LoginThrottleConfig {
  /** Failed logins for one email within the window before that account's logins get 429. */
  perAccount: number;
  /** Failed logins from one IP address within the window before its logins get 429. */
  perIp: number;
  windowMs: number;
  /** Prefix of the counters' keys in Redis, so that several sites (or test runs) can share one server. */
  namespace: string;
}

export const PGLITE_IN_MEMORY = 'memory://';
const DEFAULT_JWT_TTL_SECONDS = 2 * 60 * 60;
const MIN_JWT_SECRET_LENGTH = 32;
const DEFAULT_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Reads the API's settings from environment variables; throws on values that would run insecurely. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const database = databaseConfig(env);
  return {
    database,
    jwt: { secret: jwtSecret(env), ttlSeconds: jwtTtlSeconds(env) },
    seedDemoGuest: database.kind === 'pglite',
    redisUrl: env.REDIS_URL || undefined,
    loginThrottle: {
      perAccount: positiveInteger(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      perIp: positiveInteger(env, 'LOGIN_MAX_FAILURES_PER_IP', 20),
      windowMs: positiveInteger(env, 'LOGIN_FAILURE_WINDOW_MS', DEFAULT_LOGIN_WINDOW_MS),
      namespace: env.LOGIN_THROTTLE_NAMESPACE || 'haveli-login:',
    },
    // The site's own proxy (scripts/serve.mjs) runs beside the API; anything further must be named.
    trustProxy: env.TRUST_PROXY || 'loopback',
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function databaseConfig(env: NodeJS.ProcessEnv): DatabaseConfig {
  if (env.DATABASE_URL) {
    return { kind: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA || undefined };
  }
  const dir = env.PGLITE_DIR || path.join(DATA_DIR, 'pglite');
  return { kind: 'pglite', dataDir: dir === PGLITE_IN_MEMORY ? dir : path.resolve(dir) };
}

function jwtTtlSeconds(env: NodeJS.ProcessEnv): number {
  if (!env.JWT_TTL_SECONDS) return DEFAULT_JWT_TTL_SECONDS;
  const ttl = Number(env.JWT_TTL_SECONDS);
  if (!Number.isSafeInteger(ttl) || ttl <= 0) {
    throw new Error(`JWT_TTL_SECONDS must be a positive whole number, got "${env.JWT_TTL_SECONDS}"`);
  }
  return ttl;
}

function jwtSecret(env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
    }
    return env.JWT_SECRET;
  }
  return devJwtSecret(path.join(DATA_DIR, 'jwt-secret'));
}

/** A per-checkout secret so that development tokens survive restarts without anyone choosing a secret. */
function devJwtSecret(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) throw new Error(`${file} holds too short a JWT secret`);
  return secret;
}
