import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, it } from 'node:test';
import type { App } from '../../src/app';
import {
  TOO_MANY_LOGINS_MESSAGE,
  TOO_MANY_NEW_PLACE_LOGINS_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
  TOO_MANY_RESET_MAILS_MESSAGE,
} from '../../src/plugins/app/rate-limits';
import { signUpGuest, TEST_PASSWORD } from '../helpers/guest-accounts';
import { expectApiError } from '../helpers/http';
import { documents, multipartBody } from '../helpers/multipart';
import {
  describeEachDatabase,
  describeWithRedis,
  TEST_REDIS_URL as REDIS_URL,
  unlessTesting,
} from '../helpers/test-app';
import { describeOnTwoProcesses, startApi, type ApiProcess } from './api-process';
import { registerGuest } from './guest-client';
import { BLOG_SLUG, POSTING } from './fixtures';

/** The default limits, named so the numbers below read as what they are. */
const PER_ACCOUNT_AND_ADDRESS = 5;
const PER_ADDRESS = 20;
/** Smaller than its default (10), so that five other addresses use it up. */
const PER_ACCOUNT = 5;

let addresses = 0;
/** A caller address of its own per use (the API believes X-Forwarded-For from the loopback proxy). */
const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const login = (app: App, email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip },
    payload: { email, password },
  });

function expectThrottled(response: Awaited<ReturnType<typeof login>>, message = TOO_MANY_LOGINS_MESSAGE) {
  assert.equal(expectApiError(response, 429).message, message);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(retryAfter > 0 && retryAfter <= 60 * 60, `Retry-After: ${response.headers['retry-after']}`);
}

describeEachDatabase(
  'throttling (counters in memory on PGlite, in PostgreSQL on a server)',
  (ctx) => {
    it('counts guesses before checking them: of 40 simultaneous wrong passwords at most 5 are evaluated', async () => {
      const guest = await signUpGuest(ctx);
      const ip = newAddress();
      const responses = await Promise.all(
        Array.from({ length: 40 }, () => login(ctx.app, guest.email, 'wrong-password', ip)),
      );
      const evaluated = responses.filter((response) => response.statusCode === 401).length;
      const refused = responses.filter((response) => response.statusCode === 429);
      assert.ok(evaluated <= PER_ACCOUNT_AND_ADDRESS, `${evaluated} of 40 guesses were evaluated`);
      assert.equal(evaluated + refused.length, 40);
      // Past the allowances per account and address and per account from new addresses, the answer offers the
      // owner a link; past the address's own (20), it does not: a link would not help there.
      for (const response of refused) {
        const { message } = JSON.parse(response.body) as { message: string };
        expectThrottled(response, message);
        assert.ok([TOO_MANY_LOGINS_MESSAGE, TOO_MANY_NEW_PLACE_LOGINS_MESSAGE].includes(message), message);
      }
      // The right password from that address waits too; the guest, from the address they signed up and
      // signed in from (the loopback: no X-Forwarded-For), is not affected.
      expectThrottled(await login(ctx.app, guest.email, TEST_PASSWORD, ip));
      const fromHome = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: guest.email, password: TEST_PASSWORD },
      });
      assert.equal(fromHome.statusCode, 200);
    });

    it('never counts successful logins', async () => {
      const guest = await signUpGuest(ctx);
      const ip = newAddress();
      for (let attempt = 0; attempt < PER_ADDRESS + 2; attempt += 1) {
        assert.equal((await login(ctx.app, guest.email, TEST_PASSWORD, ip)).statusCode, 200);
      }
      expectApiError(await login(ctx.app, guest.email, 'wrong-password', ip), 401);
    });

    it('refuses an address that guesses across many accounts, and only that address', async () => {
      const ip = newAddress();
      for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
        expectApiError(await login(ctx.app, `nobody${attempt}@example.in`, 'wrong-password', ip), 401);
      }
      const guest = await signUpGuest(ctx);
      expectThrottled(await login(ctx.app, guest.email, TEST_PASSWORD, ip));
      assert.equal((await login(ctx.app, guest.email, TEST_PASSWORD, newAddress())).statusCode, 200);
    });

    it('slows guessing spread over many addresses without locking the guest out from their own', async () => {
      const guest = await signUpGuest(ctx);
      const home = newAddress();
      assert.equal((await login(ctx.app, guest.email, TEST_PASSWORD, home)).statusCode, 200);
      for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
        expectApiError(await login(ctx.app, guest.email, 'wrong-password', newAddress()), 401);
      }
      // A sixth address is slowed down, even with the right password (its owner is offered a link)...
      expectThrottled(
        await login(ctx.app, guest.email, TEST_PASSWORD, newAddress()),
        TOO_MANY_NEW_PLACE_LOGINS_MESSAGE,
      );
      // ...but the guest, from where they signed in before, still gets in.
      assert.equal((await login(ctx.app, guest.email, TEST_PASSWORD, home)).statusCode, 200);
    });

    it('limits each public form per address, with 429, Retry-After and a clear message', async () => {
      const post = (url: string, payload: object, ip: string) =>
        ctx.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, payload });
      const forms: Array<[string, number, (attempt: number) => object]> = [
        [
          '/api/feedback/submit',
          20,
          () => ({ name: 'Flood', email: 'flood@example.in', message: 'Spam', rating: 1 }),
        ],
        [
          `/api/web/blog/${BLOG_SLUG}/comments`,
          20,
          () => ({ name: 'Flood', email: 'f@example.in', comment: 'x' }),
        ],
        [
          '/api/contact/create',
          20,
          () => ({
            subject: 'Hotel',
            name: 'Flood',
            email: 'f@example.in',
            number: '9829012345',
            message: 'x',
          }),
        ],
        ['/api/auth/reset-password', 20, () => ({ token: 'not-a-token', password: 'Another#Pass2026' })],
        ['/api/auth/address-link', 20, () => ({ token: 'not-a-token' })],
      ];
      for (const [url, limit, body] of forms) {
        const ip = newAddress();
        for (let attempt = 0; attempt < limit; attempt += 1) {
          const response = await post(url, body(attempt), ip);
          assert.ok(
            [200, 201, 400].includes(response.statusCode),
            `${url}: ${response.statusCode} ${response.body}`,
          );
        }
        expectThrottled(await post(url, body(limit), ip), TOO_MANY_REQUESTS_MESSAGE);
        assert.notEqual((await post(url, body(limit), newAddress())).statusCode, 429, url);
      }
    });

    it('limits uploads per address', async () => {
      const ip = newAddress();
      const apply = async (address: string) => {
        const { payload, headers } = await multipartBody(
          { posting: POSTING, name: 'Flood', email: 'flood@example.in', phone: '+91 98290 12345' },
          { field: 'resume', name: 'resume.pdf', type: 'application/pdf', data: documents.pdf },
        );
        return ctx.app.inject({
          method: 'POST',
          url: '/api/career/apply',
          payload,
          headers: { ...headers, 'x-forwarded-for': address },
        });
      };
      for (let attempt = 0; attempt < 10; attempt += 1) {
        assert.equal((await apply(ip)).statusCode, 201);
      }
      expectThrottled(await apply(ip), TOO_MANY_REQUESTS_MESSAGE);
      const [{ count } = { count: 0 }] = await ctx.app.db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM career_applications WHERE name = 'Flood'",
      );
      assert.equal(count, 10);
    });

    it('limits registrations per address', async () => {
      const ip = newAddress();
      const register = (index: number) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-forwarded-for': ip },
          payload: { name: 'Bot', email: `bot-${index}-${Date.now()}@example.in`, password: 'Bot#Pass2026x' },
        });
      for (let index = 0; index < 20; index += 1) assert.equal((await register(index)).statusCode, 201);
      expectThrottled(await register(20), TOO_MANY_REQUESTS_MESSAGE);
    });

    it('limits reset mails per email and address, per email, and per address', async () => {
      const guest = await signUpGuest(ctx);
      const forgot = (email: string, ip: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { 'x-forwarded-for': ip },
          payload: { email },
        });
      // Three requests for the guest's email from someone else's address...
      const stranger = newAddress();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        assert.equal((await forgot(guest.email, stranger)).statusCode, 200);
      }
      expectThrottled(await forgot(guest.email.toUpperCase(), stranger), TOO_MANY_RESET_MAILS_MESSAGE);
      // ...do not stop the guest asking from their own.
      assert.equal((await forgot(guest.email, newAddress())).statusCode, 200);
      // Ten requests an hour for one email at most, from however many addresses (the refused one counted).
      for (let attempt = 0; attempt < 5; attempt += 1) {
        assert.equal((await forgot(guest.email, newAddress())).statusCode, 200);
      }
      expectThrottled(await forgot(guest.email, newAddress()), TOO_MANY_RESET_MAILS_MESSAGE);
      const ip = newAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        assert.equal((await forgot(`someone${attempt}@example.in`, ip)).statusCode, 200);
      }
      expectThrottled(await forgot('someone-else@example.in', ip), TOO_MANY_REQUESTS_MESSAGE);
    });
  },
  { env: { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: String(PER_ACCOUNT) } },
);

describeWithRedis(
  'throttling with REDIS_URL: two API processes share the counters',
  () => {
    const processes: ApiProcess[] = [];
    before(async () => {
      // Two processes, each on an embedded database of its own (with the demo guest), sharing only Redis.
      const env = {
        PGLITE_DIR: 'memory://',
        REDIS_URL,
        RATE_LIMIT_NAMESPACE: `haveli-test-${randomBytes(6).toString('hex')}:`,
      };
      processes.push(...(await Promise.all([startApi(env), startApi(env)])));
    });
    after(() => Promise.all(processes.map((api) => api.stop())));

    const loginAt = (api: ApiProcess, email: string, password: string, ip: string) =>
      fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email, password }),
      });

    it('of 40 simultaneous wrong guesses spread over both processes, at most 5 are evaluated', async () => {
      const ip = newAddress();
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async (_, index) => {
          const response = await loginAt(
            processes[index % 2] as ApiProcess,
            'guest@haveli.example',
            'wrong',
            ip,
          );
          if (response.status === 429) assert.ok(Number(response.headers.get('retry-after')) > 0);
          return response.status;
        }),
      );
      const evaluated = statuses.filter((status) => status === 401).length;
      assert.ok(evaluated <= PER_ACCOUNT_AND_ADDRESS, `${evaluated} of 40 guesses were evaluated`);
      assert.equal(statuses.filter((status) => status === 429).length, 40 - evaluated);
      for (const api of processes) {
        assert.equal((await loginAt(api, 'guest@haveli.example', 'HaveliGuest#2026', ip)).status, 429);
      }
    });

    it('shares the per-address count: failures on one process refuse the address on the other', async () => {
      const [first, second] = processes as [ApiProcess, ApiProcess];
      const ip = newAddress();
      for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
        const api = attempt % 2 === 0 ? first : second;
        assert.equal((await loginAt(api, `nobody${attempt}@example.in`, 'wrong', ip)).status, 401);
      }
      const refused = await loginAt(second, 'someone@example.in', 'HaveliGuest#2026', ip);
      assert.equal(refused.status, 429);
      assert.equal(((await refused.json()) as { message: string }).message, TOO_MANY_LOGINS_MESSAGE);
    });
  },
  // Its processes run on embedded databases: once, in the PGlite run.
  { skip: unlessTesting('pglite') },
);

describeOnTwoProcesses(
  'throttling on PostgreSQL without REDIS_URL: two API processes share the counters in PostgreSQL',
  ({ apis }) => {
    const loginAt = (api: ApiProcess, email: string, password: string, ip: string) =>
      fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email, password }),
      });

    it('wrong passwords through both processes use up one allowance', async () => {
      const [first, second] = apis();
      const guest = await registerGuest(first.url, 'counted');
      const ip = newAddress();
      for (let attempt = 0; attempt < PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
        const api = attempt % 2 === 0 ? first : second;
        assert.equal((await loginAt(api, guest.email, 'wrong-password', ip)).status, 401);
      }
      for (const api of [first, second]) {
        const refused = await loginAt(api, guest.email, 'wrong-password', ip);
        assert.equal(refused.status, 429);
        assert.equal(((await refused.json()) as { message: string }).message, TOO_MANY_LOGINS_MESSAGE);
        assert.ok(Number(refused.headers.get('retry-after')) > 0);
      }
    });

    it('of 40 simultaneous wrong guesses spread over both processes, at most 5 are evaluated', async () => {
      const [first, second] = apis();
      const guest = await registerGuest(second.url, 'burst');
      const ip = newAddress();
      const statuses = await Promise.all(
        Array.from(
          { length: 40 },
          async (_, index) =>
            (await loginAt(index % 2 === 0 ? first : second, guest.email, 'wrong', ip)).status,
        ),
      );
      const evaluated = statuses.filter((status) => status === 401).length;
      assert.ok(evaluated <= PER_ACCOUNT_AND_ADDRESS, `${evaluated} of 40 guesses were evaluated`);
      assert.equal(statuses.filter((status) => status === 429).length, 40 - evaluated);
    });
  },
);
