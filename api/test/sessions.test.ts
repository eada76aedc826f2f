import assert from 'node:assert/strict';
import { randomBytes, scrypt } from 'node:crypto';
import { it } from 'node:test';
import { promisify } from 'node:util';
import { ACCOUNT_DISABLED_MESSAGE } from '../src/routes/auth';
import { logIn, signUpAdmin, signUpGuest, TEST_PASSWORD } from './helpers/guest-accounts';
import { decodeTokenPayload, expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('sessions end on the server', (ctx) => {
  const me = (authorization?: string) =>
    ctx.app.inject({ url: '/api/auth/me', headers: authorization ? { authorization } : {} });
  const logout = (authorization?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authorization ? { authorization } : {},
    });

  it('logs out on the server: 204, and the token no longer works', async () => {
    const guest = await signUpGuest(ctx);
    assert.equal((await me(guest.authorization)).statusCode, 200);
    const response = await logout(guest.authorization);
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    expectApiError(await me(guest.authorization), 401);
    expectApiError(await logout(guest.authorization), 401);
    expectApiError(await logout(), 401);
    // Signing in again gives a session that works.
    assert.equal((await me(await logIn(ctx, guest.email, TEST_PASSWORD))).statusCode, 200);
  });

  it('keeps the token shapes the front end reads, with issuer, audience, key id and token version', async () => {
    const guest = await signUpGuest(ctx, 'Kavya Joshi');
    const token = guest.authorization.slice('Bearer '.length);
    const claims = decodeTokenPayload(token);
    assert.deepEqual(Object.keys(claims).sort(), [
      'aud',
      'email',
      'exp',
      'iat',
      'iss',
      'name',
      'role',
      'sub',
      'ver',
    ]);
    assert.equal(claims.name, 'Kavya Joshi');
    assert.equal(claims.sub, String(guest.id));
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as {
      kid?: string;
    };
    assert.ok(header.kid);
  });

  it('takes a role away at once: a demoted member of staff gets 403 with the token they hold', async () => {
    const staff = await signUpAdmin(ctx);
    const staffAccounts = () =>
      ctx.app.inject({ url: '/api/staff/accounts', headers: { authorization: staff.authorization } });
    assert.equal(
      (await ctx.app.inject({ url: '/api/faqs', headers: { authorization: staff.authorization } }))
        .statusCode,
      200,
    );
    assert.equal((await staffAccounts()).statusCode, 200);

    await ctx.app.db.query("UPDATE users SET role = 'user' WHERE id = $1", [staff.id]);
    expectApiError(
      await ctx.app.inject({ url: '/api/faqs', headers: { authorization: staff.authorization } }),
      403,
    );
    // Staff routes read the role from the database too, not from the token's `role: admin`.
    expectApiError(await staffAccounts(), 403);
  });

  it('ends the sessions of a disabled account, and refuses its sign-in with a clear message', async () => {
    const guest = await signUpGuest(ctx);
    await ctx.app.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [guest.id]);
    expectApiError(await me(guest.authorization), 401);
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: guest.email, password } });
    assert.equal(expectApiError(await login(TEST_PASSWORD), 403).message, ACCOUNT_DISABLED_MESSAGE);
    // A wrong password learns nothing about the account.
    expectApiError(await login('wrong-password'), 401);
  });

  it('upgrades a scrypt hash to argon2id at the next sign-in, keeping the session valid', async () => {
    const guest = await signUpGuest(ctx);
    const salt = randomBytes(16);
    const key = (await promisify(scrypt)(TEST_PASSWORD, salt, 64)) as Buffer;
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await ctx.app.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [guest.id, legacy]);

    const authorization = await logIn(ctx, guest.email, TEST_PASSWORD);
    const [row] = await ctx.app.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [guest.id],
    );
    assert.match(row?.password_hash ?? '', /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    assert.equal((await me(authorization)).statusCode, 200);
    assert.equal((await me(guest.authorization)).statusCode, 200, 'an upgrade is not a password change');
    await logIn(ctx, guest.email, TEST_PASSWORD);
  });
});
