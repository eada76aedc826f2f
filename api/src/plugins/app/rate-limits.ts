import type { FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { FORM_NAMES, type FormName } from '../../config';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http-errors';

export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again later.';
/** The same whether or not the account exists: the answer tells nobody who has one. */
export const TOO_MANY_NEW_PLACE_LOGINS_MESSAGE =
  'Too many failed sign-ins to this account from new places. If the account exists, we have emailed it a link that lets you sign in from here.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests from your address. Please try again later.';
/** The links already mailed stay good (the newest of them): the owner is never left without a way to reset. */
export const TOO_MANY_RESET_MAILS_MESSAGE =
  'Too many password reset requests for this email. If it has an account, the newest link we mailed it in the last hour still works; or try again later.';
export const RATE_LIMIT_UNAVAILABLE_MESSAGE = 'The service is busy. Please try again in a moment.';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** How long an address stays known for an account after a sign-in (under 24.8 days: the memory store's timers). */
const KNOWN_ADDRESS_SECONDS = 20 * 24 * HOUR;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The per-address limit of a public form (config.ts, FORM_RATE_LIMITS), counted once the request is valid
     * and before any work is done with it: a visitor's typing mistakes (400s) never use up their allowance.
     * Uploads are the exception (COUNTED_ON_ARRIVAL): every attempt counts before its body is read.
     */
    rateLimit?: FormName;
  }
  interface FastifyInstance {
    rateLimits: {
      /**
       * Counts a sign-in attempt before the password is checked: per account and address, per address, and
       * per account from addresses the account has not signed in from before. 429 when one is used up; when
       * the last is (failures from elsewhere can use it up), the 429 says so and the account's owner is mailed
       * a link that lets them in from their address (plugins/app/address-links.ts), at most one a quarter hour.
       */
      beforeLogin(request: FastifyRequest, email: string): Promise<void>;
      /** A correct password: the attempt is given back, and the address becomes one this account is known at. */
      loginSucceeded(request: FastifyRequest, email: string): Promise<void>;
      /**
       * A correct password sent without the second step's code, which is asked for now: this attempt's own
       * points are given back (the person typed nothing wrong), nothing more. A wrong code keeps its point.
       */
      secondStepAsked(request: FastifyRequest, email: string): Promise<void>;
      /**
       * The owner opened their link from the caller's address: it becomes one the account is known at, and the
       * failures counted for the account from it are forgotten.
       */
      trustAddress(request: FastifyRequest, email: string): Promise<void>;
      /**
       * Counts a reset-link request: from the caller's address, for this email from that address, and for this
       * email from anywhere (a looser cap on one inbox's mail); 429 when one is used up.
       */
      beforeResetMail(request: FastifyRequest, email: string): Promise<void>;
    };
  }
}

/**
 * Forms whose every attempt is counted as it arrives, valid or not, before its body is read: reading an upload
 * (streaming megabytes into the file store) is the work to limit, not what comes after it.
 */
const COUNTED_ON_ARRIVAL: ReadonlySet<FormName> = new Set<FormName>(['upload']);

const accountOf = (email: string) => email.trim().toLowerCase();

/** The table of migration 0027 that holds every limiter's counters on PostgreSQL without Redis. */
const POSTGRES_COUNTERS_TABLE = 'rate_limit_counters';

/**
 * The API's database as the client RateLimiterPostgres speaks to (node-postgres's `query({ text, values })`),
 * so that its counters use the API's pool and schema.
 */
const postgresStoreClient = (db: Db) => ({
  query: ({ text, values }: { text: string; values?: unknown[] }) => db.executeSql(text, values),
});

function tooMany(message: string, result: RateLimiterRes): HttpError {
  const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return new HttpError(429, message, { 'retry-after': String(seconds) });
}

/**
 * Consumes one point of each (limiter, key) together and returns the refusals by limiter; a store that cannot
 * be reached (Redis down) becomes 503, never a pass.
 */
async function consumeEach(
  checks: Array<[RateLimiterAbstract, string]>,
): Promise<Map<RateLimiterAbstract, RateLimiterRes>> {
  const results = await Promise.allSettled(checks.map(([limiter, key]) => limiter.consume(key)));
  const refusals = new Map<RateLimiterAbstract, RateLimiterRes>();
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) {
      throw new HttpError(503, RATE_LIMIT_UNAVAILABLE_MESSAGE, { 'retry-after': '5' });
    }
    refusals.set(checks[index]![0], result.reason);
  }
  return refusals;
}

/** The refusal with the longest wait: the Retry-After of the 429. */
const longestWait = (refusals: Iterable<RateLimiterRes>) =>
  [...refusals].reduce((longest, refusal) =>
    refusal.msBeforeNext > longest.msBeforeNext ? refusal : longest,
  );

/** Consumes one point of each (limiter, key) together; any refusal becomes 429 with Retry-After. */
async function consumeAll(checks: Array<[RateLimiterAbstract, string]>, message: string): Promise<void> {
  const refusals = await consumeEach(checks);
  if (refusals.size > 0) throw tooMany(message, longestWait(refusals.values()));
}

/**
 * Throttling by rate-limiter-flexible, with counters every API process shares: in Redis when REDIS_URL is set,
 * else on a PostgreSQL server in its table `rate_limit_counters`; only the embedded PGlite (one process) keeps
 * them in memory. Each attempt is counted BEFORE it is evaluated, atomically, so a burst of simultaneous
 * guesses cannot all slip in before the first failure is recorded.
 */
export default fp(
  async (app) => {
    const { rateLimits, redisUrl, database } = app.config;
    const { login } = rateLimits;
    const redis = app.redis;
    if (redisUrl && !redis) throw new Error('REDIS_URL is set but no Redis connection was opened');
    const postgres = !redis && database.kind === 'postgres' ? postgresStoreClient(app.db) : undefined;

    const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
      const keyPrefix = `${rateLimits.namespace}${name}`;
      if (redis) return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration });
      if (postgres) {
        return new RateLimiterPostgres({
          storeClient: postgres,
          storeType: 'client',
          tableName: POSTGRES_COUNTERS_TABLE,
          tableCreated: true,
          keyPrefix,
          points,
          duration,
        });
      }
      return new RateLimiterMemory({ keyPrefix, points, duration });
    };
    const window = Math.ceil(login.windowMs / 1000);
    const loginByAccountAndAddress = limiter('login-account-address', login.perAccountAndAddress, window);
    const loginByAddress = limiter('login-address', login.perAddress, window);
    const loginByAccount = limiter('login-account', login.perAccount, window);
    const knownAddresses = limiter('login-known-address', 1, KNOWN_ADDRESS_SECONDS);
    // One new-place link a quarter hour per account: failures from elsewhere cannot flood the owner's inbox.
    const addressLinkMailByAccount = limiter('address-link-mail-account', 1, 15 * MINUTE);
    // Per email from one address: three requests from elsewhere never stop the owner asking from their own.
    const resetMailByEmailAndAddress = limiter('reset-mail-email-address', 3, HOUR);
    // Per email from everywhere: a cap on the mails an address can be sent, not the usual limit.
    const resetMailByEmail = limiter('reset-mail-email', 10, HOUR);
    const resetMailByAddress = limiter('reset-mail-address', 5, 15 * MINUTE);
    const forms = new Map(
      FORM_NAMES.map((name) => [name, limiter(`form-${name}`, rateLimits.formsPerHour[name], HOUR)]),
    );

    const isKnownAddress = async (account: string, address: string) =>
      (await knownAddresses.get(`${account}|${address}`)) !== null;

    app.decorate('rateLimits', {
      async beforeLogin(request: FastifyRequest, email: string) {
        const account = accountOf(email);
        const checks: Array<[RateLimiterAbstract, string]> = [
          [loginByAccountAndAddress, `${account}|${request.ip}`],
          [loginByAddress, request.ip],
        ];
        if (!(await isKnownAddress(account, request.ip))) checks.push([loginByAccount, account]);
        const refusals = await consumeEach(checks);
        if (refusals.size === 0) return;
        const wait = longestWait(refusals.values());
        // The link takes the caller's address out of the limits per account (and per account and address),
        // not out of the one per address: when that one refuses too, only waiting helps.
        if (!refusals.has(loginByAccount) || refusals.has(loginByAddress)) {
          throw tooMany(TOO_MANY_LOGINS_MESSAGE, wait);
        }
        const mayMail = (await consumeEach([[addressLinkMailByAccount, account]])).size === 0;
        if (mayMail) app.addressLinks.offer(account);
        throw tooMany(TOO_MANY_NEW_PLACE_LOGINS_MESSAGE, wait);
      },
      async loginSucceeded(request: FastifyRequest, email: string) {
        const account = accountOf(email);
        const known = await isKnownAddress(account, request.ip);
        await Promise.all([
          loginByAccountAndAddress.delete(`${account}|${request.ip}`),
          loginByAddress.reward(request.ip, 1),
          known ? undefined : loginByAccount.reward(account, 1),
          known ? undefined : knownAddresses.set(`${account}|${request.ip}`, 1, KNOWN_ADDRESS_SECONDS),
        ]);
      },
      async secondStepAsked(request: FastifyRequest, email: string) {
        const account = accountOf(email);
        const known = await isKnownAddress(account, request.ip);
        await Promise.all([
          loginByAccountAndAddress.reward(`${account}|${request.ip}`, 1),
          loginByAddress.reward(request.ip, 1),
          known ? undefined : loginByAccount.reward(account, 1),
        ]);
      },
      async trustAddress(request: FastifyRequest, email: string) {
        const key = `${accountOf(email)}|${request.ip}`;
        await Promise.all([
          knownAddresses.set(key, 1, KNOWN_ADDRESS_SECONDS),
          loginByAccountAndAddress.delete(key),
        ]);
      },
      async beforeResetMail(request: FastifyRequest, email: string) {
        await consumeAll([[resetMailByAddress, request.ip]], TOO_MANY_REQUESTS_MESSAGE);
        const account = accountOf(email);
        await consumeAll(
          [
            [resetMailByEmailAndAddress, `${account}|${request.ip}`],
            [resetMailByEmail, account],
          ],
          TOO_MANY_RESET_MAILS_MESSAGE,
        );
      },
    });

    app.addHook('onRoute', (route: RouteOptions) => {
      const name = (route.config as { rateLimit?: FormName } | undefined)?.rateLimit;
      if (!name) return;
      const formLimiter = forms.get(name);
      if (!formLimiter) throw new Error(`Unknown rate limit "${name}" on ${route.url}`);
      const hook: preHandlerHookHandler & onRequestHookHandler = async (request) => {
        await consumeAll([[formLimiter, request.ip]], TOO_MANY_REQUESTS_MESSAGE);
      };
      if (COUNTED_ON_ARRIVAL.has(name)) route.onRequest = [...asArray(route.onRequest), hook];
      else route.preHandler = [...asArray(route.preHandler), hook];
    });
  },
  { name: 'rate-limits', dependencies: ['redis', 'db', 'address-links'] },
);

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
