import assert from 'node:assert/strict';
import { afterEach, it } from 'node:test';
import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_LINK_INVALID_MESSAGE,
  verificationMailSentMessage,
} from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { signUpGuest } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { assertLinksToSite, testOutbox, type SentMail } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

const outbox = testOutbox();
const WELCOME = 'Welcome to Haveli: confirm your email';
const welcomeMailsTo = (email: string) => outbox.mailsTo(email, WELCOME);
const welcomeMailsAfter = (email: string, count: number) => outbox.mailsAfter(email, count, WELCOME);

const tokenIn = (mail: SentMail | undefined): string => {
  const match = /https:\/\/haveli\.example\/verify-email\?token=([\w-]+)/.exec(mail?.text ?? '');
  assert.ok(match?.[1], `a confirmation link in ${mail?.text}`);
  return match[1];
};

let addresses = 0;
const newAddress = () => `203.0.113.${(addresses += 1)}`;

afterEach(() => setClock(null));

describeEachDatabase(
  'email verification',
  (ctx) => {
    const verify = (token: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: { 'x-forwarded-for': newAddress() },
        payload: { token },
      });
    const status = async (authorization: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/verification',
        headers: { authorization },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as { email: string; verified: boolean };
    };
    const resend = (authorization: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verification-mail',
        headers: { authorization, 'x-forwarded-for': newAddress() },
        payload: {},
      });

    it('welcomes a new guest by mail with a link that confirms the email once', async () => {
      const guest = await signUpGuest(ctx, 'Kavya Shekhawat');
      assert.deepEqual(await status(guest.authorization), { email: guest.email, verified: false });

      const [mail] = await welcomeMailsAfter(guest.email, 1);
      for (const version of [mail!.text, mail!.html]) {
        assert.match(version, /Namaste Kavya Shekhawat/);
        assert.match(version, /expires in 7 days/);
      }
      assertLinksToSite(mail!);

      const token = tokenIn(mail);
      const first = await verify(token);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(first.json(), { success: true, message: EMAIL_VERIFIED_MESSAGE });
      assert.deepEqual(await status(guest.authorization), { email: guest.email, verified: true });

      // Used once: the same link again (another tab, a mail scanner) is refused and changes nothing.
      assert.equal(expectApiError(await verify(token), 400).message, VERIFICATION_LINK_INVALID_MESSAGE);
      assert.deepEqual(await status(guest.authorization), { email: guest.email, verified: true });
      // Nothing more to send once confirmed.
      const again = await resend(guest.authorization);
      assert.equal(again.statusCode, 200);
      assert.equal((again.json() as { message: string }).message, ALREADY_VERIFIED_MESSAGE);
    });

    it('sends a new link on request, and only the latest one works', async () => {
      const guest = await signUpGuest(ctx, 'Rohan Bhati');
      const oldToken = tokenIn((await welcomeMailsAfter(guest.email, 1))[0]);

      const sent = await resend(guest.authorization);
      assert.equal(sent.statusCode, 200, sent.body);
      assert.equal((sent.json() as { message: string }).message, verificationMailSentMessage(guest.email));
      const newToken = tokenIn((await welcomeMailsAfter(guest.email, 2))[1]);
      assert.notEqual(newToken, oldToken);

      assert.equal(expectApiError(await verify(oldToken), 400).message, VERIFICATION_LINK_INVALID_MESSAGE);
      assert.equal((await status(guest.authorization)).verified, false);
      assert.equal((await verify(newToken)).statusCode, 200);
      assert.equal((await status(guest.authorization)).verified, true);
    });

    it('refuses an expired link, and a missing or made-up token, with the same clear message', async () => {
      const guest = await signUpGuest(ctx, 'Ira Mathur');
      const token = tokenIn((await welcomeMailsAfter(guest.email, 1))[0]);
      const eightDaysOn = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
      setClock(() => eightDaysOn);
      assert.equal(expectApiError(await verify(token), 400).message, VERIFICATION_LINK_INVALID_MESSAGE);
      setClock(null);
      assert.equal((await status(guest.authorization)).verified, false);

      assert.deepEqual(expectApiError(await verify(''), 400).fields, {
        token: VERIFICATION_LINK_INVALID_MESSAGE,
      });
      assert.equal(
        expectApiError(await verify('made-up-token'), 400).message,
        VERIFICATION_LINK_INVALID_MESSAGE,
      );
      const noAccount = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verification-mail',
        payload: {},
      });
      assert.equal(noAccount.statusCode, 401);
    });

    it('a registration of a taken email sends no welcome and makes no link: its owner is told instead', async () => {
      const guest = await signUpGuest(ctx, 'Tara Singh');
      await welcomeMailsAfter(guest.email, 1);
      const taken = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-for': newAddress() },
        payload: {
          name: 'Someone Else',
          email: guest.email.toUpperCase(),
          password: 'Haveli#Other2026',
          contact: '+91 98290 00001',
          address: '1 MI Road',
          city: 'Jaipur',
          country: 'India',
          pincode: '302001',
        },
      });
      assert.equal(taken.statusCode, 201, 'answered as a new address is');
      const [links] = await ctx.app.db.query<{ count: string }>(
        'SELECT count(*) AS count FROM email_verification_tokens t JOIN users u ON u.id = t.user_id WHERE lower(u.email) = lower($1)',
        [guest.email],
      );
      assert.equal(Number(links?.count), 1);
      const [told] = await outbox.mailsAfter(guest.email, 1, 'Someone tried to register with your address');
      assert.match(told?.text ?? '', /Namaste Tara Singh/);
      assert.equal(welcomeMailsTo(guest.email).length, 1);
    });
  },
  { env: outbox.env },
);
