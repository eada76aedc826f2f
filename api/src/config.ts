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
  /** Where uploaded files (resumes) are kept: outside every folder the API or the apps serve. */
  uploadsDir: string;
}

export const PGLITE_IN_MEMORY = 'memory://';
const DEFAULT_JWT_TTL_SECONDS = 2 * 60 * 60;
const MIN_JWT_SECRET_LENGTH = 32;

/** Reads the API's settings from environment variables; throws on values that would run insecurely. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const database = databaseConfig(env);
  return {
    database,
    jwt: { secret: jwtSecret(env), ttlSeconds: jwtTtlSeconds(env) },
    seedDemoGuest: database.kind === 'pglite',
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(DATA_DIR, 'uploads')),
  };
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
