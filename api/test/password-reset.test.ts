import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, it } from 'node:test';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { hashResetToken } from '../src/routes/password-reset';
import { logIn, signUpGuest } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

// Each test file runs in a process of its own: the outbox of this one is a fresh folder.
const outbox = mkdtempSync(path.join(tmpdir(), 'haveli-outbox-'));
process.env.MAIL_OUTBOX_DIR = outbox;
process.env.SITE_URL = 'https://haveli.example';

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
    .filter((mail) => mail.to === email);

const tokenIn = (mail: SentMail | undefined): string => {
  const match = /https:\/\/haveli\.example\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '');
  assert.ok(match?.[1], `a reset link in ${mail?.text}`);
  return match[1];
};

const minutesFromNow = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  return () => at;
};

afterEach(() => setClock(null));

describeEachDatabase('password reset', (ctx) => {
  const forgot = (email: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

  it('answers known and unknown emails alike, and mails a link only to a real account', async () => {
    const guest = await signUpGuest(ctx, 'Meera Rathore');
    const unknown = await forgot('nobody-here@example.in');
    const known = await forgot(guest.email.toUpperCase());

    for (const response of [unknown, known]) {
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    assert.equal(mailsTo('nobody-here@example.in').length, 0);
    const [mail] = mailsTo(guest.email);
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
    await forgot(guest.email);
    const token = tokenIn(mailsTo(guest.email).at(-1));

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
    await forgot(guest.email);
    const expired = tokenIn(mailsTo(guest.email).at(-1));
    setClock(minutesFromNow(31));
    assert.equal(
      expectApiError(await reset({ token: expired, password: 'Too#Late2026' }), 400).message,
      RESET_LINK_INVALID_MESSAGE,
    );

    setClock(null);
    await forgot(guest.email);
    const fresh = tokenIn(mailsTo(guest.email).at(-1));
    setClock(minutesFromNow(29));
    assert.equal((await reset({ token: fresh, password: 'Just#InTime2026' })).statusCode, 200);
    await logIn(ctx, guest.email, 'Just#InTime2026');
  });

  it('voids the earlier links when a new one is asked for', async () => {
    const guest = await signUpGuest(ctx);
    await forgot(guest.email);
    const first = tokenIn(mailsTo(guest.email).at(-1));
    await forgot(guest.email);
    const second = tokenIn(mailsTo(guest.email).at(-1));
    assert.notEqual(first, second);

    expectApiError(await reset({ token: first, password: 'First#Link2026' }), 400);
    assert.equal((await reset({ token: second, password: 'Second#Link2026' })).statusCode, 200);
  });

  it('lets only one of two simultaneous resets with one link succeed', async () => {
    const guest = await signUpGuest(ctx);
    await forgot(guest.email);
    const token = tokenIn(mailsTo(guest.email).at(-1));
    const answers = await Promise.all([
      reset({ token, password: 'Racer#One2026' }),
      reset({ token, password: 'Racer#Two2026' }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 400]);
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
});
