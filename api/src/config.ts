import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keyIdOf, type SigningKey, type TokenSettings } from './lib/jwt';
import { mailSettings, type MailSettings } from './lib/mail';
import { paymentsFromEnv } from './payments/razorpay';
import type { PaymentProvider } from './payments/provider';
import { DATA_DIR } from './paths';

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string;
      /**
       * An in-memory database starts from this dump of a data folder (PGLITE_TEMPLATE, a file `dumpDataDir`
       * wrote; the tests' is migrated and seeded) instead of running initdb and the migrations again.
       */
      template?: string;
    }
  | { kind: 'postgres'; url: string; schema: string | undefined };

export interface AppConfig {
  database: DatabaseConfig;
  jwt: TokenSettings;
  /** The demo guest account exists only on the embedded database, never on a real server. */
  seedDemoGuest: boolean;
  /** Redis shared by every API process (rate-limit counters); undefined keeps the counters in memory. */
  redisUrl: string | undefined;
  rateLimits: RateLimitConfig;
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (Fastify's `trustProxy`). */
  trustProxy: string;
  mail: MailSettings;
  /** Whether the OpenAPI document lists the staff's routes too (NODE_ENV=development); the public's only otherwise. */
  docsListStaffRoutes: boolean;
  /** Fair use: the most upcoming stays one account may hold (MAX_UPCOMING_STAYS, default 5). */
  maxUpcomingStays: number;
  /**
   * How long a stay on a plan paid at booking is held for its payment before it is released
   * (STAY_PAYMENT_HOLD_SECONDS, default 900: 15 minutes).
   */
  stayPaymentHoldSeconds: number;
  /** Whether this process schedules the nightly close of the hotel's day (NIGHT_AUDIT_SCHEDULE=off: never). */
  nightAuditSchedule: boolean;
  /** Browser tests only: requests may move the clock some days ahead (TEST_CLOCK_HEADER=1; see test-clock.ts). */
  testClockHeader: boolean;
  /** The most event streams one account may hold open on one API process (EVENT_STREAMS_PER_ACCOUNT). */
  eventStreamsPerAccount: number;
  /** The online payment provider (Razorpay, RAZORPAY_* variables), or null: paying online is then not offered. */
  payments: PaymentProvider | null;
  /** The hotel's UPI address for transfers (UPI_VPA). */
  upiVpa: string;
}

export interface LoginLimits {
  /** Sign-in attempts for one email from one address within the window (the guesser's own budget). */
  perAccountAndAddress: number;
  /** Sign-in attempts from one address within the window, whatever the email. */
  perAddress: number;
  /**
   * Sign-in attempts for one email from every address together within the window: slows guessing spread over
   * many addresses. Addresses the account has signed in from before are exempt, so it never locks the guest out.
   */
  perAccount: number;
  windowMs: number;
}

/** The public forms limited per address (route option `config.rateLimit`). */
export const FORM_NAMES = [
  'register',
  'reset-password',
  'upload',
  'feedback',
  'comment',
  'contact',
  'message',
  'verify-email',
  'verification-mail',
  'address-link',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

/**
 * Requests per address per hour, counted once a request is valid and before any work is done with it; uploads
 * as they arrive, valid or not (plugins/app/rate-limits.ts).
 */
const DEFAULT_FORMS_PER_HOUR: Record<FormName, number> = {
  register: 20,
  'reset-password': 20,
  upload: 10,
  feedback: 20,
  comment: 20,
  contact: 20,
  message: 30,
  'verify-email': 20,
  // Each one sends a mail: a few new links an hour are plenty for a guest whose mail went astray.
  'verification-mail': 5,
  'address-link': 20,
};

export interface RateLimitConfig {
  login: LoginLimits;
  /** Requests per address per hour for each public form. */
  formsPerHour: Record<FormName, number>;
  /** Prefix of the counters' keys in Redis, so that several sites (or test runs) can share one server. */
  namespace: string;
}

export const PGLITE_IN_MEMORY = 'memory://';
const DEFAULT_JWT_TTL_SECONDS = 2 * 60 * 60;
const MIN_JWT_SECRET_LENGTH = 32;
const DEFAULT_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Reads the API's settings from environment variables; throws on values that would run insecurely. */
/** The hotel's UPI address (a VPA: handle@bank); the demo's own when unset. */
function upiVpa(env: NodeJS.ProcessEnv): string {
  const vpa = env.UPI_VPA?.trim() || 'haveli.jaipur@hdfcbank';
  if (!/^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/.test(vpa))
    throw new Error(`UPI_VPA is not a UPI address: ${vpa}`);
  return vpa;
}

export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const database = databaseConfig(env);
  if (database.kind === 'postgres') refuseInsecureServerSettings(env);
  return {
    database,
    jwt: {
      keys: signingKeys(env),
      issuer: env.JWT_ISSUER || 'haveli-api',
      audience: env.JWT_AUDIENCE || 'haveli-site',
      ttlSeconds: jwtTtlSeconds(env),
    },
    seedDemoGuest: database.kind === 'pglite',
    redisUrl: env.REDIS_URL || undefined,
    maxUpcomingStays: positiveInteger(env, 'MAX_UPCOMING_STAYS', 5),
    stayPaymentHoldSeconds: positiveInteger(env, 'STAY_PAYMENT_HOLD_SECONDS', 900),
    nightAuditSchedule: env.NIGHT_AUDIT_SCHEDULE !== 'off',
    testClockHeader: env.TEST_CLOCK_HEADER === '1',
    eventStreamsPerAccount: positiveInteger(env, 'EVENT_STREAMS_PER_ACCOUNT', 5),
    payments: paymentsFromEnv(env),
    upiVpa: upiVpa(env),
    rateLimits: {
      login: {
        perAccountAndAddress: positiveInteger(env, 'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS', 5),
        perAddress: positiveInteger(env, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 20),
        perAccount: positiveInteger(env, 'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT', 10),
        windowMs: positiveInteger(env, 'LOGIN_WINDOW_MS', DEFAULT_LOGIN_WINDOW_MS),
      },
      formsPerHour: formsPerHour(env.FORM_RATE_LIMITS),
      namespace: env.RATE_LIMIT_NAMESPACE || 'haveli-rate:',
    },
    // The site's own proxy (scripts/serve.mjs) runs beside the API; anything further must be named.
    trustProxy: env.TRUST_PROXY || 'loopback',
    mail: mailSettings(env),
    docsListStaffRoutes: env.NODE_ENV === 'development',
  };
}

/** FORM_RATE_LIMITS, e.g. `upload=30,feedback=50`: per-hour limits that differ from the defaults. */
function formsPerHour(raw: string | undefined): Record<FormName, number> {
  const limits = { ...DEFAULT_FORMS_PER_HOUR };
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, value] = entry.split('=').map((part) => part.trim());
    const limit = Number(value);
    if (!FORM_NAMES.includes(name as FormName) || !Number.isSafeInteger(limit) || limit <= 0) {
      throw new Error(
        `FORM_RATE_LIMITS must be name=number pairs with names among ${FORM_NAMES.join(', ')}, got "${entry}"`,
      );
    }
    limits[name as FormName] = limit;
  }
  return limits;
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
  if (dir !== PGLITE_IN_MEMORY) return { kind: 'pglite', dataDir: path.resolve(dir) };
  return { kind: 'pglite', dataDir: dir, ...(env.PGLITE_TEMPLATE ? { template: env.PGLITE_TEMPLATE } : {}) };
}

function jwtTtlSeconds(env: NodeJS.ProcessEnv): number {
  if (!env.JWT_TTL_SECONDS) return DEFAULT_JWT_TTL_SECONDS;
  const ttl = Number(env.JWT_TTL_SECONDS);
  if (!Number.isSafeInteger(ttl) || ttl <= 0) {
    throw new Error(`JWT_TTL_SECONDS must be a positive whole number, got "${env.JWT_TTL_SECONDS}"`);
  }
  return ttl;
}

/**
 * A server on PostgreSQL is a real deployment: it refuses settings that would run it insecurely rather than
 * start and be attacked. (The embedded database is for development and tests on one machine.)
 */
function refuseInsecureServerSettings(env: NodeJS.ProcessEnv): void {
  if (!env.JWT_SECRET) {
    throw new Error(
      'DATABASE_URL is set but JWT_SECRET is not: a server must sign its tokens with a secret of its own, the ' +
        'same for every API process (at least 32 random characters, e.g. `openssl rand -base64 48`).',
    );
  }
  const siteUrl = env.SITE_URL ? safeUrl(env.SITE_URL) : undefined;
  if (
    siteUrl &&
    siteUrl.protocol !== 'https:' &&
    !['localhost', '127.0.0.1', '[::1]'].includes(siteUrl.hostname)
  ) {
    throw new Error(
      `SITE_URL=${env.SITE_URL} is not https: the password reset links mailed to guests would carry their ` +
        'one-time tokens in clear text.',
    );
  }
  if (['true', '*', '0.0.0.0/0', '::/0'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${env.TRUST_PROXY} believes X-Forwarded-For from anyone, so any caller could choose the ` +
        'address its rate limits count: name the proxies in front of the API instead (addresses or subnets).',
    );
  }
}

function safeUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be the site's address, e.g. https://haveli.example, got "${raw}"`);
  }
}

/** JWT_SECRET signs; JWT_PREVIOUS_SECRETS (comma-separated) still verify tokens signed before a rotation. */
function signingKeys(env: NodeJS.ProcessEnv): SigningKey[] {
  const previous = (env.JWT_PREVIOUS_SECRETS ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  for (const secret of previous) {
    if (secret.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(
        `Each of JWT_PREVIOUS_SECRETS must be at least ${MIN_JWT_SECRET_LENGTH} characters long`,
      );
    }
  }
  return [jwtSecret(env), ...previous].map((secret) => ({ kid: keyIdOf(secret), secret }));
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
