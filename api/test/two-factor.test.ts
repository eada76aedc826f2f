import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  loginRefusalSchema,
  loginResponseSchema,
  type TwoFactorChallenge,
  TWO_FACTOR_MESSAGES,
  twoStepSetupSchema,
} from '@haveli/contracts';
import { hashPassword } from '../src/lib/password';
import { currentCode, TOTP_PERIOD_SECONDS } from '../src/lib/two-factor';
import { expectApiError } from './helpers/http';
import { TEST_PASSWORD } from './helpers/guest-accounts';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

const NEXT_STEP_MS = TOTP_PERIOD_SECONDS * 1000;

describeEachDatabase('two-step sign-in for staff', twoStepSuite);

function twoStepSuite(ctx: TestContext): void {
  let accounts = 0;
  const staffAccount = async (role: 'manager' | 'kitchen') => {
    accounts += 1;
    const email = `two-step-${role}-${accounts}-${Date.now()}@haveli.example`;
    const { id } = await ctx.app.repositories.users.upsertAdmin(
      { name: 'Meera Rathore', email, passwordHash: await hashPassword(TEST_PASSWORD) },
      role,
    );
    return { id, email };
  };
  const login = (email: string, extra: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD, ...extra },
    });
  /** The 401 of a right password whose second step is missing: its message and what it asks for. */
  const challengeOf = async (response: Awaited<ReturnType<typeof login>>) => {
    assert.equal(response.statusCode, 401, response.body);
    const refusal = loginRefusalSchema.parse(response.json());
    assert.ok(refusal.two_factor, 'the answer asks for the second step');
    return { message: refusal.message, challenge: refusal.two_factor };
  };
  const setupSecret = (challenge: TwoFactorChallenge) => {
    assert.equal(challenge.step, 'setup');
    return challenge.step === 'setup' ? challenge.secret : '';
  };
  /** A manager who has set up the second step: their key, after the sign-in that set it up. */
  const managerWithKey = async () => {
    const manager = await staffAccount('manager');
    const secret = setupSecret((await challengeOf(await login(manager.email))).challenge);
    const confirmed = await login(manager.email, { code: currentCode(secret) });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    return { ...manager, secret };
  };

  it("sets a manager's authenticator app up at the first sign-in, and signs in only with its code", async () => {
    const manager = await staffAccount('manager');
    const first = await challengeOf(await login(manager.email));
    assert.equal(first.message, TWO_FACTOR_MESSAGES.setupRequired);
    const secret = setupSecret(first.challenge);
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.ok(first.challenge.step === 'setup');
    assert.match(first.challenge.uri, /^otpauth:\/\/totp\/Haveli:.+\?.*secret=[A-Z2-7]{32}/);
    assert.ok(first.challenge.uri.includes(`secret=${secret}`));
    const svg = Buffer.from(
      first.challenge.qr.replace('data:image/svg+xml;base64,', ''),
      'base64',
    ).toString();
    assert.match(svg, /^<svg[^>]*>/);

    // Asked again (the page reloaded), the same key: the app already added keeps working.
    const again = await challengeOf(await login(manager.email));
    assert.equal(setupSecret(again.challenge), secret);

    const wrong = await challengeOf(
      await login(manager.email, { code: '000000' === currentCode(secret) ? '111111' : '000000' }),
    );
    assert.equal(wrong.message, TWO_FACTOR_MESSAGES.codeWrong);
    assert.equal(setupSecret(wrong.challenge), secret, 'a wrong code keeps the key on screen');

    const signedIn = await login(manager.email, { code: currentCode(secret) });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.equal(loginResponseSchema.parse(signedIn.json()).data.device_token, undefined);
    const [audited] = await ctx.app.db.query<{ actor: number; action: string }>(
      `SELECT actor, action FROM staff_audit WHERE entity = 'account' AND entity_id = $1`,
      [String(manager.id)],
    );
    assert.deepEqual(audited, { actor: manager.id, action: 'account.two_step_set_up' });

    // From now on the password alone is not enough.
    const next = await challengeOf(await login(manager.email));
    assert.deepEqual(next, { message: TWO_FACTOR_MESSAGES.codeRequired, challenge: { step: 'code' } });
  });

  it('accepts a code once, on the next step too, and never a wrong one', async () => {
    const manager = await managerWithKey();
    // The code that set the app up was this step's: used, it is refused.
    const replayed = await challengeOf(await login(manager.email, { code: currentCode(manager.secret) }));
    assert.deepEqual(replayed, { message: TWO_FACTOR_MESSAGES.codeWrong, challenge: { step: 'code' } });
    const later = currentCode(manager.secret, Date.now() + NEXT_STEP_MS);
    assert.equal((await login(manager.email, { code: later })).statusCode, 200);
    assert.equal((await login(manager.email, { code: later })).statusCode, 401, 'the same code twice');
    // Another account's key gives no code of this one.
    const other = await managerWithKey();
    const foreign = currentCode(other.secret, Date.now() + 2 * NEXT_STEP_MS);
    assert.equal((await login(manager.email, { code: foreign })).statusCode, 401);
  });

  it('remembers a browser for 30 days when asked, for its own account only', async () => {
    const manager = await managerWithKey();
    const remembered = await login(manager.email, {
      code: currentCode(manager.secret, Date.now() + NEXT_STEP_MS),
      rememberDevice: true,
    });
    assert.equal(remembered.statusCode, 200, remembered.body);
    const deviceToken = loginResponseSchema.parse(remembered.json()).data.device_token;
    assert.ok(deviceToken && deviceToken.length >= 40);
    const [device] = await ctx.app.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM trusted_devices
       WHERE user_id = $1`,
      [manager.id],
    );
    assert.equal(device?.days, 30);

    assert.equal((await login(manager.email, { deviceToken })).statusCode, 200, 'no code asked');
    // Not a way round the password, nor another account's key.
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: manager.email, password: 'Not#ThePassword1', deviceToken },
    });
    assert.equal(wrongPassword.statusCode, 401);
    assert.equal(loginRefusalSchema.parse(wrongPassword.json()).two_factor, undefined);
    const other = await managerWithKey();
    assert.deepEqual((await challengeOf(await login(other.email, { deviceToken }))).challenge, {
      step: 'code',
    });
    assert.deepEqual(
      (await challengeOf(await login(manager.email, { deviceToken: 'x'.repeat(43) }))).challenge,
      {
        step: 'code',
      },
    );
  });

  it('asks other staff for a code only once they have a key, and guests never', async () => {
    const cook = await staffAccount('kitchen');
    assert.equal(
      (await login(cook.email)).statusCode,
      200,
      'a cook without a key signs in with the password',
    );
    await ctx.app.db.query(`UPDATE users SET totp_secret = $2 WHERE id = $1`, [
      cook.id,
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    ]);
    assert.deepEqual((await challengeOf(await login(cook.email))).challenge, { step: 'code' });
    assert.equal(
      (await login(cook.email, { code: currentCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') })).statusCode,
      200,
    );
    const guest = await staffAccount('kitchen');
    await ctx.app.db.query(`UPDATE users SET role = 'user' WHERE id = $1`, [guest.id]);
    const asGuest = await login(guest.email, { code: '123456', rememberDevice: true });
    assert.equal(asGuest.statusCode, 200, 'a guest has no second step, whatever the form sends');
    assert.equal(loginResponseSchema.parse(asGuest.json()).data.device_token, undefined);
  });

  it('counts wrong codes against the sign-in limit, but not the asking for a code', async () => {
    const manager = await managerWithKey();
    const fromDesk = (extra: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.23',
        payload: { email: manager.email, password: TEST_PASSWORD, ...extra },
      });
    // Asked for the code many times over (a page reloaded): never a refusal for too many attempts.
    for (let asked = 0; asked < 8; asked += 1) assert.equal((await fromDesk({})).statusCode, 401);
    const wrong = currentCode(manager.secret) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) statuses.push((await fromDesk({ code: wrong })).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429], 'five wrong codes from one address');
    const right = currentCode(manager.secret, Date.now() + NEXT_STEP_MS);
    assert.equal((await fromDesk({ code: right })).statusCode, 429, 'refused before the code is read');
  });

  it("lets a manager reset another's lost authenticator app: sessions, remembered browsers and key end", async () => {
    const lost = await managerWithKey();
    const remembered = await login(lost.email, {
      code: currentCode(lost.secret, Date.now() + NEXT_STEP_MS),
      rememberDevice: true,
    });
    const { token, device_token: deviceToken } = loginResponseSchema.parse(remembered.json()).data;
    const other = await managerWithKey();
    const otherToken = loginResponseSchema.parse(
      (await login(other.email, { code: currentCode(other.secret, Date.now() + NEXT_STEP_MS) })).json(),
    ).data.token;
    const reset = (id: number, authorization: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/accounts/${id}/two-step-reset`,
        headers: { authorization: `Bearer ${authorization}` },
      });

    assert.equal((await reset(other.id, otherToken)).statusCode, 409, 'not one’s own');
    assert.equal((await reset(2_000_000_000, otherToken)).statusCode, 404);
    const done = await reset(lost.id, otherToken);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((done.json() as { two_step: boolean }).two_step, false);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.statusCode, 401, 'signed out everywhere');
    const again = await challengeOf(await login(lost.email, { deviceToken }));
    assert.equal(again.challenge.step, 'setup', 'the remembered browser no longer skips the second step');
    assert.notEqual(setupSecret(again.challenge), lost.secret, 'a new key');
    const [audited] = await ctx.app.db.query<{ actor: number; before: unknown; after: unknown }>(
      `SELECT actor, before, after FROM staff_audit WHERE action = 'account.two_step_reset' AND entity_id = $1`,
      [String(lost.id)],
    );
    assert.deepEqual(audited, { actor: other.id, before: { two_step: true }, after: { two_step: false } });
  });

  it('lets any member of staff turn two-step sign-in on from their settings, and not off', async () => {
    const cook = await staffAccount('kitchen');
    const { authorization } = await (async () => {
      const signedIn = await login(cook.email);
      return { authorization: `Bearer ${loginResponseSchema.parse(signedIn.json()).data.token}` };
    })();
    const settings = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url: `/api/settings/two-step${url}`,
        headers: { authorization },
        ...(payload ? { payload } : {}),
      });

    assert.deepEqual((await settings('GET', '')).json(), { enabled: false, required: false });
    const setup = twoStepSetupSchema.parse((await settings('POST', '/setup')).json());
    assert.equal(twoStepSetupSchema.parse((await settings('POST', '/setup')).json()).secret, setup.secret);
    const wrong = await settings('POST', '/confirm', {
      code: currentCode(setup.secret) === '000000' ? '111111' : '000000',
    });
    assert.equal(expectApiError(wrong, 400).fields?.code, TWO_FACTOR_MESSAGES.codeWrong);
    assert.equal(
      expectApiError(await settings('POST', '/confirm', { code: 'abc' }), 400).fields?.code,
      TWO_FACTOR_MESSAGES.codeInvalid,
    );
    assert.deepEqual(
      (await settings('GET', '')).json(),
      { enabled: false, required: false },
      'nothing changed',
    );

    const confirmed = await settings('POST', '/confirm', { code: currentCode(setup.secret) });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.deepEqual(confirmed.json(), { enabled: true, required: false });
    assert.deepEqual((await challengeOf(await login(cook.email))).challenge, { step: 'code' });
    expectApiError(await settings('POST', '/setup'), 409);
    expectApiError(
      await settings('POST', '/confirm', { code: currentCode(setup.secret, Date.now() + NEXT_STEP_MS) }),
      409,
    );
    const [audited] = await ctx.app.db.query<{ actor: number }>(
      `SELECT actor FROM staff_audit WHERE action = 'account.two_step_set_up' AND entity_id = $1`,
      [String(cook.id)],
    );
    assert.equal(audited?.actor, cook.id);
  });

  it('refuses a malformed code or device token with a clear message, changing nothing', async () => {
    const manager = await managerWithKey();
    const badCode = await login(manager.email, { code: '12ab56' });
    assert.equal(expectApiError(badCode, 400).fields?.code, TWO_FACTOR_MESSAGES.codeInvalid);
    assert.equal((await login(manager.email, { code: '1234567' })).statusCode, 400);
    assert.equal((await login(manager.email, { deviceToken: 'x'.repeat(5000) })).statusCode, 400);
    assert.equal((await login(manager.email, { rememberDevice: 'yes' })).statusCode, 400);
  });
}
