import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { buildApp, type App } from '../../src/app';
import { TOO_MANY_LOGINS_MESSAGE } from '../../src/plugins/app/login-throttle';
import { signUpGuest, TEST_PASSWORD } from '../helpers/guest-accounts';
import { expectApiError } from '../helpers/http';
import { describeEachDatabase, TEST_JWT_SECRET } from '../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Small limits keep the suite quick; the defaults (5 per account, 20 per IP in 15 minutes) work alike. */
const LIMITS = { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' };

let addresses = 0;
/** A caller address of its own per test (the API believes X-Forwarded-For from the loopback proxy). */
const newAddress = () => `203.0.113.${(addresses += 1)}`;

const login = (app: App, email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });

function expectThrottled(response: Awaited<ReturnType<typeof login>>) {
  assert.equal(expectApiError(response, 429).message, TOO_MANY_LOGINS_MESSAGE);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After: ${response.headers['retry-after']}`);
}

describeEachDatabase(
  'login throttling (counters in memory)',
  (ctx) => {
    it('refuses an account after repeated failures, even with the right password, with Retry-After', async () => {
      const guest = await signUpGuest(ctx);
      const ip = newAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expectApiError(await login(ctx.app, guest.email, 'wrong-password', ip), 401);
      }
      expectThrottled(await login(ctx.app, guest.email, TEST_PASSWORD, ip));
      expectThrottled(await login(ctx.app, guest.email.toUpperCase(), TEST_PASSWORD, newAddress()));
      // Another account from the same address still gets in.
      const other = await signUpGuest(ctx);
      assert.equal((await login(ctx.app, other.email, TEST_PASSWORD, ip)).statusCode, 200);
    });

    it('never counts successful logins', async () => {
      const guest = await signUpGuest(ctx);
      const ip = newAddress();
      for (let attempt = 0; attempt < 8; attempt += 1) {
        assert.equal((await login(ctx.app, guest.email, TEST_PASSWORD, ip)).statusCode, 200);
      }
      expectApiError(await login(ctx.app, guest.email, 'wrong-password', ip), 401);
    });

    it('refuses an address that fails across many accounts, and only that address', async () => {
      const ip = newAddress();
      for (let attempt = 0; attempt < 6; attempt += 1) {
        expectApiError(await login(ctx.app, `nobody${attempt}@example.in`, 'wrong-password', ip), 401);
      }
      const guest = await signUpGuest(ctx);
      expectThrottled(await login(ctx.app, guest.email, TEST_PASSWORD, ip));
      assert.equal((await login(ctx.app, guest.email, TEST_PASSWORD, newAddress())).statusCode, 200);
    });
  },
  { env: LIMITS },
);

function redisProblem(): Promise<string | undefined> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.end();
      resolve(undefined);
    });
    socket.once('error', (error) => resolve(error.message));
    socket.once('timeout', () => {
      socket.destroy();
      resolve('connection timed out');
    });
  });
}

describe('login throttling with REDIS_URL: counters shared by every API process', async () => {
  const problem = await redisProblem();
  if (problem) {
    const message = `Redis is not reachable at ${REDIS_URL} (${problem})`;
    if (process.env.CI) throw new Error(`${message}; CI must run the Redis variant.`);
    it(`skipped: ${message}; start it with: redis-server --daemonize yes`, { skip: true });
    return;
  }
  const apps: App[] = [];
  before(async () => {
    // Two processes' worth of API on one embedded database each, sharing nothing but Redis.
    const env = {
      ...LIMITS,
      JWT_SECRET: TEST_JWT_SECRET,
      PGLITE_DIR: 'memory://',
      REDIS_URL,
      LOGIN_THROTTLE_NAMESPACE: `haveli-test-${randomBytes(6).toString('hex')}:`,
    };
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp({ env });
      await app.ready();
      apps.push(app);
    }
  });
  after(() => Promise.all(apps.map((app) => app.close())));

  it('counts failures made on one process against logins on the other', async () => {
    const [first, second] = apps as [App, App];
    const email = 'guest@haveli.example';
    const ip = newAddress();
    assert.equal((await login(second, email, 'HaveliGuest#2026', ip)).statusCode, 200);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectApiError(await login(first, email, 'wrong-password', ip), 401);
    }
    expectThrottled(await login(second, email, 'HaveliGuest#2026', newAddress()));
    expectThrottled(await login(first, email, 'HaveliGuest#2026', newAddress()));
  });

  it('shares the per-address count too', async () => {
    const [first, second] = apps as [App, App];
    const ip = newAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      expectApiError(await login(app, `nobody${attempt}@example.in`, 'wrong-password', ip), 401);
    }
    expectThrottled(await login(second, 'someone@example.in', 'HaveliGuest#2026', ip));
  });
});
