import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, it, mock } from 'node:test';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  PASSWORD_TOO_WEAK_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { hashResetToken } from '../src/routes/password-reset';
import { logIn, signUpGuest } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const outbox = mkdtempSync(path.join(tmpdir(), 'haveli-outbox-'));

interface SentMail {
  to: string;
  subject: string;
  text: string;
}

const mailsTo = (email: string): SentMail[] =>
  readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as SentMail)
    .filter((mail) => mail.to === email && mail.subject === 'Reset your Haveli password');

const tokenIn = (mail: SentMail | undefined): string => {
  const match = /https:\/\/haveli\.example\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '');
  assert.ok(match?.[1], `a reset link in ${mail?.text}`);
  return match[1];
};

const minutesFromNow = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  return () => at;
};

/** The mails sent to an address once there are at least `count` (they leave after the answer). */
async function mailsAfter(email: string, count: number): Promise<SentMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = mailsTo(email);
    if (mails.length >= count) return mails;
    assert.ok(Date.now() < deadline, `a mail to ${email} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let addresses = 0;
/** Each request from an address of its own, so that the per-address limits stay out of these tests. */
const newAddress = () => `192.0.2.${(addresses += 1)}`;

afterEach(() => setClock(null));

describeEachDatabase(
  'password reset',
  (ctx) => {
    const forgot = (email: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'x-forwarded-for': newAddress() },
        payload: { email },
      });
    const reset = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { 'x-forwarded-for': newAddress() },
        payload,
      });
    /** Asks for a link and returns its token from the mail. */
    const newLink = async (email: string): Promise<string> => {
      const before = mailsTo(email).length;
      assert.equal((await forgot(email)).statusCode, 200);
      return tokenIn((await mailsAfter(email, before + 1)).at(-1));
    };

    it('answers known and unknown emails alike, and mails a link only to a real account', async () => {
      const guest = await signUpGuest(ctx, 'Meera Rathore');
      const unknown = await forgot('nobody-here@example.in');
      const known = await forgot(guest.email.toUpperCase());

      for (const response of [unknown, known]) {
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json(), { success: true, message: FORGOT_PASSWORD_MESSAGE });
      }
      const [mail] = await mailsAfter(guest.email, 1);
      assert.equal(mailsTo('nobody-here@example.in').length, 0);
      assert.equal(mail?.subject, 'Reset your Haveli password');
      assert.match(mail?.text ?? '', /Namaste Meera Rathore/);
      assert.ok(
        readdirSync(outbox).some((file) => file.endsWith('.eml')),
        'an .eml copy for mail clients',
      );

      const token = tokenIn(mail);
      const rows = await ctx.app.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
        [guest.id],
      );
      assert.deepEqual(
        rows.map((row) => row.token_hash),
        [hashResetToken(token)],
      );
      assert.notEqual(rows[0]?.token_hash, token, 'only the hash is stored');
    });

    it('resets the password once: the old password and the used link stop working', async () => {
      const guest = await signUpGuest(ctx);
      const token = await newLink(guest.email);

      // A common password is refused with advice beside the field, and the link still works.
      for (const password of ['password123', '12345678']) {
        const weak = expectApiError(await reset({ token, password }), 400);
        assert.ok(weak.fields?.password?.startsWith(PASSWORD_TOO_WEAK_MESSAGE), weak.message);
      }
      const done = await reset({ token, password: 'New#Password2026' });
      assert.equal(done.statusCode, 200, done.body);
      assert.deepEqual(done.json(), { success: true, message: PASSWORD_RESET_MESSAGE });
      await logIn(ctx, guest.email, 'New#Password2026');
      const oldPassword = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: guest.email, password: 'Haveli#Test2026' },
      });
      expectApiError(oldPassword, 401);

      const again = expectApiError(await reset({ token, password: 'Another#Password1' }), 400);
      assert.equal(again.message, RESET_LINK_INVALID_MESSAGE);
      await logIn(ctx, guest.email, 'New#Password2026');
    });

    it('expires a link after 30 minutes', async () => {
      const guest = await signUpGuest(ctx);
      const expired = await newLink(guest.email);
      setClock(minutesFromNow(31));
      assert.equal(
        expectApiError(await reset({ token: expired, password: 'Too#Late2026' }), 400).message,
        RESET_LINK_INVALID_MESSAGE,
      );

      setClock(null);
      const fresh = await newLink(guest.email);
      setClock(minutesFromNow(29));
      assert.equal((await reset({ token: fresh, password: 'Just#InTime2026' })).statusCode, 200);
      await logIn(ctx, guest.email, 'Just#InTime2026');
    });

    it('voids the earlier links when a new one is asked for', async () => {
      const guest = await signUpGuest(ctx);
      const first = await newLink(guest.email);
      const second = await newLink(guest.email);
      assert.notEqual(first, second);

      expectApiError(await reset({ token: first, password: 'First#Link2026' }), 400);
      assert.equal((await reset({ token: second, password: 'Second#Link2026' })).statusCode, 200);
    });

    it('lets only one of two simultaneous resets with one link succeed', async () => {
      const guest = await signUpGuest(ctx);
      const token = await newLink(guest.email);
      const answers = await Promise.all([
        reset({ token, password: 'Racer#One2026' }),
        reset({ token, password: 'Racer#Two2026' }),
      ]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
    });

    it('ends every session of the account when the password is reset', async () => {
      const guest = await signUpGuest(ctx);
      const me = (authorization: string) =>
        ctx.app.inject({ url: '/api/auth/me', headers: { authorization } });
      assert.equal((await me(guest.authorization)).statusCode, 200);
      assert.equal(
        (await reset({ token: await newLink(guest.email), password: 'After#Reset2026' })).statusCode,
        200,
      );
      expectApiError(await me(guest.authorization), 401);
      assert.equal((await me(await logIn(ctx, guest.email, 'After#Reset2026'))).statusCode, 200);
    });

    it('checks the link before hashing: bogus resets never hash a password', async () => {
      const hash = mock.method(ctx.app.passwords, 'hash');
      try {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            reset({ token: `bogus-${index}`, password: 'Bogus#Pass2026' }),
          ),
        );
        for (const answer of answers)
          assert.equal(expectApiError(answer, 400).message, RESET_LINK_INVALID_MESSAGE);
        assert.equal(hash.mock.callCount(), 0);
      } finally {
        hash.mock.restore();
      }
    });

    it('explains bad input field by field and changes nothing', async () => {
      assert.deepEqual(expectApiError(await forgot('not-an-email'), 400).fields, {
        email: 'Enter a valid email.',
      });
      assert.deepEqual(expectApiError(await forgot(''), 400).fields, { email: 'Email is required.' });
      assert.deepEqual(expectApiError(await reset({ password: 'Long#Enough1' }), 400).fields, {
        token: RESET_LINK_INVALID_MESSAGE,
      });
      assert.deepEqual(expectApiError(await reset({ token: 'abc', password: 'short' }), 400).fields, {
        password: 'Password must be at least 8 characters.',
      });
      assert.equal(
        expectApiError(await reset({ token: 'made-up-token', password: 'Long#Enough1' }), 400).message,
        RESET_LINK_INVALID_MESSAGE,
      );
    });
  },
  { env: { MAIL_OUTBOX_DIR: outbox, SITE_URL: 'https://haveli.example' } },
);
