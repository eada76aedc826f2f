import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import {
  ADDRESS_LINK_INVALID_MESSAGE,
  ADDRESS_LINK_MALFORMED_MESSAGE,
  ADDRESS_TRUSTED_MESSAGE,
} from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { TOO_MANY_LOGINS_MESSAGE, TOO_MANY_NEW_PLACE_LOGINS_MESSAGE } from '../src/plugins/app/rate-limits';
import { signUpGuest, TEST_PASSWORD } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { assertLinksToSite, testOutbox, TEST_SITE_URL, type SentMail } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

/** Smaller than its default (10), so that five other addresses use it up. */
const PER_ACCOUNT = 5;
const PER_ACCOUNT_AND_ADDRESS = 5;
const PER_ADDRESS = 20;
const SUBJECT = 'Sign in to Haveli from a new place';

const outbox = testOutbox();

let addresses = 0;
/** A caller address never used before (the socket's own address: no proxy in between). */
const newAddress = () => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const tokenIn = (mail: SentMail | undefined): string => {
  const match = /https:\/\/haveli\.example\/login\?address-link=([\w-]+)/.exec(mail?.text ?? '');
  assert.ok(match?.[1], `a new-place link in ${mail?.text}`);
  return match[1];
};

/** Lets work that runs after an answer (a link being issued) finish before a test looks for what it did. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => setClock(null));

describeEachDatabase(
  'sign-in from a new place after failures from elsewhere',
  (ctx) => {
    const login = (email: string, password: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email, password },
      });
    const openLink = (payload: object, ip: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/address-link', remoteAddress: ip, payload });
    /** Wrong passwords for `email`, each from an address of its own, until the account is closed to new ones. */
    const failFromElsewhere = async (email: string) => {
      for (let attempt = 0; attempt < PER_ACCOUNT; attempt += 1) {
        expectApiError(await login(email, 'wrong-password', newAddress()), 401);
      }
    };
    const expectNewPlaceRefusal = (response: Awaited<ReturnType<typeof login>>) => {
      assert.equal(expectApiError(response, 429).message, TOO_MANY_NEW_PLACE_LOGINS_MESSAGE);
      assert.ok(
        Number(response.headers['retry-after']) > 0,
        `Retry-After: ${response.headers['retry-after']}`,
      );
    };
    const linkTokens = async (userId?: number) => {
      const [row] = await ctx.app.db.query<{ n: number }>(
        userId === undefined
          ? 'SELECT count(*)::int AS n FROM address_link_tokens'
          : 'SELECT count(*)::int AS n FROM address_link_tokens WHERE user_id = $1',
        userId === undefined ? [] : [userId],
      );
      return row?.n ?? -1;
    };
    /** A guest whose account failures from elsewhere have closed to new addresses, and the link they were sent. */
    const lockedOutGuest = async () => {
      const guest = await signUpGuest(ctx);
      await failFromElsewhere(guest.email);
      expectNewPlaceRefusal(await login(guest.email, TEST_PASSWORD, newAddress()));
      const [mail] = await outbox.mailsAfter(guest.email, 1, SUBJECT);
      return { guest, token: tokenIn(mail) };
    };

    it('tells the owner at a new address why, and mails them one link a quarter hour', async () => {
      const guest = await signUpGuest(ctx);
      await failFromElsewhere(guest.email);
      expectNewPlaceRefusal(await login(guest.email, TEST_PASSWORD, newAddress()));

      const [mail, ...more] = await outbox.mailsAfter(guest.email, 1, SUBJECT);
      assert.deepEqual(more, []);
      assert.match(mail!.text, /wrong passwords/);
      assert.match(mail!.text, /expires in 30 minutes/);
      assert.match(mail!.text, /choose a new one/);
      assert.ok(mail!.text.includes(`${TEST_SITE_URL}/forgot-password`));
      tokenIn(mail);
      assertLinksToSite(mail!, 3);

      // More attempts, the owner's and the stranger's, within the quarter hour: the same answer, no more mail.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expectNewPlaceRefusal(await login(guest.email, TEST_PASSWORD, newAddress()));
        expectNewPlaceRefusal(await login(guest.email, 'wrong-password', newAddress()));
      }
      await settle();
      assert.equal(outbox.mailsTo(guest.email, SUBJECT).length, 1);
      assert.equal(await linkTokens(guest.id), 1);
    });

    it('answers an email without an account exactly the same, and mails nobody', async () => {
      const guest = await signUpGuest(ctx);
      await failFromElsewhere(guest.email);
      const forOwner = await login(guest.email, TEST_PASSWORD, newAddress());
      await outbox.mailsAfter(guest.email, 1, SUBJECT);

      const nobody = `nobody-${Date.now()}@example.in`;
      const before = await linkTokens();
      await failFromElsewhere(nobody);
      const forNobody = await login(nobody, TEST_PASSWORD, newAddress());
      expectNewPlaceRefusal(forNobody);
      assert.deepEqual(forNobody.json(), forOwner.json());
      await settle();
      assert.deepEqual(outbox.mailsTo(nobody), []);
      assert.equal(await linkTokens(), before);
    });

    it('lets the device that opens the link sign in with the password, and no other new address', async () => {
      const { guest, token } = await lockedOutGuest();
      const holiday = newAddress();
      // The owner's own tries from there use up its allowance per account and address too.
      for (let attempt = 0; attempt < PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
        expectNewPlaceRefusal(await login(guest.email, TEST_PASSWORD, holiday));
      }

      const opened = await openLink({ token }, holiday);
      assert.equal(opened.statusCode, 200, opened.body);
      assert.deepEqual(opened.json(), { success: true, message: ADDRESS_TRUSTED_MESSAGE });

      expectApiError(await login(guest.email, 'wrong-password', holiday), 401);
      assert.equal((await login(guest.email, TEST_PASSWORD, holiday)).statusCode, 200);
      expectNewPlaceRefusal(await login(guest.email, TEST_PASSWORD, newAddress()));
    });

    it('works once: a second use changes nothing', async () => {
      const { guest, token } = await lockedOutGuest();
      const first = newAddress();
      assert.equal((await openLink({ token }, first)).statusCode, 200);

      const second = newAddress();
      assert.equal(
        expectApiError(await openLink({ token }, second), 400).message,
        ADDRESS_LINK_INVALID_MESSAGE,
      );
      expectNewPlaceRefusal(await login(guest.email, TEST_PASSWORD, second));
      assert.equal((await login(guest.email, TEST_PASSWORD, first)).statusCode, 200);
    });

    it('refuses a link after its 30 minutes, and changes nothing', async () => {
      const { guest, token } = await lockedOutGuest();
      const late = new Date(Date.now() + 31 * 60_000);
      setClock(() => late);
      const ip = newAddress();
      assert.equal(expectApiError(await openLink({ token }, ip), 400).message, ADDRESS_LINK_INVALID_MESSAGE);
      setClock(null);
      expectNewPlaceRefusal(await login(guest.email, TEST_PASSWORD, ip));
    });

    it('answers bad input with 400 and a clear message, never a 5xx', async () => {
      for (const payload of [
        {},
        { token: '' },
        { token: 'x'.repeat(5000) },
        { token: 42 },
        { token: null },
      ]) {
        const refused = expectApiError(await openLink(payload, newAddress()), 400);
        assert.equal(refused.message, ADDRESS_LINK_MALFORMED_MESSAGE, JSON.stringify(payload).slice(0, 40));
      }
      for (const token of ['x'.repeat(43), "' OR '1'='1", '../../etc/passwd']) {
        const refused = expectApiError(await openLink({ token }, newAddress()), 400);
        assert.equal(refused.message, ADDRESS_LINK_INVALID_MESSAGE);
      }
    });

    it('keeps the plain answer, and mails nothing, when the link would not help', async () => {
      const guest = await signUpGuest(ctx);
      // From an address the account is known at, the limit per account and address is the one refusing.
      const home = newAddress();
      assert.equal((await login(guest.email, TEST_PASSWORD, home)).statusCode, 200);
      for (let attempt = 0; attempt < PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
        expectApiError(await login(guest.email, 'wrong-password', home), 401);
      }
      assert.equal(
        expectApiError(await login(guest.email, TEST_PASSWORD, home), 429).message,
        TOO_MANY_LOGINS_MESSAGE,
      );
      // An address that guessed across many accounts stays refused, whatever the owner's link would do.
      await failFromElsewhere(guest.email);
      const guesser = newAddress();
      for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
        expectApiError(await login(`someone${attempt}-${Date.now()}@example.in`, 'wrong', guesser), 401);
      }
      assert.equal(
        expectApiError(await login(guest.email, TEST_PASSWORD, guesser), 429).message,
        TOO_MANY_LOGINS_MESSAGE,
      );
      await settle();
      assert.deepEqual(outbox.mailsTo(guest.email, SUBJECT), []);
    });
  },
  { env: { ...outbox.env, LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: String(PER_ACCOUNT) } },
);
