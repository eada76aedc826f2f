import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  currentUserSchema,
  EMAIL_TAKEN_MESSAGE,
  loginResponseSchema,
  PASSWORD_TOO_WEAK_MESSAGE,
  registerResponseSchema,
  tokenPayloadSchema,
} from '@haveli/contracts';
import { decodeTokenPayload, expectApiError } from './helpers/http';
import { assertLinksToSite, testOutbox } from './helpers/outbox';
import { describeEachDatabase, testTokens, type TestContext } from './helpers/test-app';

const outbox = testOutbox();
const ATTEMPT_SUBJECT = 'Someone tried to register with your address';

const TWO_HOURS = 2 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const guest = (email: string) => ({
  name: 'Isha Verma',
  email,
  contact: '+91 98765 43210',
  address: '12 MI Road',
  city: 'Jaipur',
  country: 'India',
  pincode: '302001',
  password: 'Jaipur#Pink2026',
});

// Many registrations from one address here; the limit itself is tested in hardening/throttling.
describeEachDatabase('auth', authSuite, { env: { ...outbox.env, FORM_RATE_LIMITS: 'register=1000' } });

function authSuite(ctx: TestContext): void {
  const register = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const login = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const me = (authorization?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });

  it('registers a guest, logs in and decodes a two-hour token with the name and id', async () => {
    const registered = await register(guest('isha@example.in'));
    assert.equal(registered.statusCode, 201, registered.body);
    const { data: user } = registerResponseSchema.parse(registered.json());
    assert.deepEqual(
      { name: user.name, email: user.email },
      { name: 'Isha Verma', email: 'isha@example.in' },
    );

    const loggedIn = await login({
      email: 'isha@example.in',
      password: 'Jaipur#Pink2026',
      remember: false,
    });
    assert.equal(loggedIn.statusCode, 200, loggedIn.body);
    const { data } = loginResponseSchema.parse(loggedIn.json());
    assert.equal(data.full_name, 'Isha Verma');

    const payload = tokenPayloadSchema.parse(decodeTokenPayload(data.token));
    assert.equal(payload.name, 'Isha Verma');
    assert.equal(payload.email, 'isha@example.in');
    assert.equal(payload.role, 'user');
    assert.ok(
      Math.abs(payload.exp - (nowSeconds() + TWO_HOURS)) <= 5,
      `exp ${payload.exp} is in seconds, now + 2 h`,
    );
    assert.equal(payload.exp - payload.iat, TWO_HOURS);

    const profile = await me(`Bearer ${data.token}`);
    assert.equal(profile.statusCode, 200, profile.body);
    const account = currentUserSchema.parse(profile.json());
    assert.equal(payload.sub, String(account.id));
    assert.deepEqual(account, {
      id: account.id,
      name: 'Isha Verma',
      email: 'isha@example.in',
      role: 'user',
      contact: '+91 98765 43210',
      address: '12 MI Road',
      city: 'Jaipur',
      country: 'India',
      pincode: '302001',
    });
  });

  it("accepts the spec's API body (username, email, password) and the token without 'Bearer'", async () => {
    const registered = await register({
      username: 'Kabir Rao',
      email: 'kabir@example.in',
      password: 'Kabir#2026!',
    });
    assert.equal(registered.statusCode, 201, registered.body);
    assert.equal(registerResponseSchema.parse(registered.json()).data.name, 'Kabir Rao');
    const { data } = loginResponseSchema.parse(
      (await login({ email: 'kabir@example.in', password: 'Kabir#2026!' })).json(),
    );
    assert.equal((await me(data.token)).statusCode, 200);
  });

  it('always makes self-registered accounts guests, whatever role is sent', async () => {
    const registered = await register({
      ...guest('would-be-admin@example.in'),
      role: 'admin',
      roleType: 'Admin',
    });
    assert.equal(registered.statusCode, 201);
    const [row] = await ctx.app.db.query<{ role: string }>('SELECT role FROM users WHERE email = $1', [
      'would-be-admin@example.in',
    ]);
    assert.equal(row?.role, 'user');
  });

  it('stores a salted argon2id hash, never the password', async () => {
    await register(guest('hash-check@example.in'));
    const [row] = await ctx.app.db.query<Record<string, unknown>>('SELECT * FROM users WHERE email = $1', [
      'hash-check@example.in',
    ]);
    assert.ok(row);
    assert.match(String(row.password_hash), /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    for (const value of Object.values(row)) assert.ok(!String(value).includes('Jaipur#Pink2026'));
  });

  it('answers a taken email, in any case, exactly as a new one, and mails its owner instead', async () => {
    const first = await register(guest('taken@example.in'));
    assert.equal(first.statusCode, 201);
    for (const email of ['taken@example.in', 'Taken@Example.IN', '  TAKEN@example.in ']) {
      const again = await register({ ...guest(email), name: 'Someone Else', password: 'Other#Person2026' });
      const fresh = await register({
        ...guest(email.replace(/taken/i, `new-${Date.now()}`)),
        name: 'Someone Else',
        password: 'Other#Person2026',
      });
      assert.equal(again.statusCode, 201, again.body);
      assert.equal(again.statusCode, fresh.statusCode);
      assert.deepEqual(again.json(), {
        ...(fresh.json() as object),
        data: { name: 'Someone Else', email: 'taken@example.in' },
      });
      assert.deepEqual(Object.keys(again.json().data as object), Object.keys(fresh.json().data as object));
      assert.doesNotMatch(again.body, /User already exists/);
    }
    const mails = await outbox.mailsAfter('taken@example.in', 3, ATTEMPT_SUBJECT);
    assert.match(mails[0]!.text, /Namaste Isha Verma/, 'the owner’s name, not the one typed');
    assert.doesNotMatch(mails[0]!.text, /Someone Else/);
    assertLinksToSite(mails[0]!);
    const [{ count } = { count: 0 }] = await ctx.app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE lower(email) = 'taken@example.in'`,
    );
    assert.equal(count, 1);
    // The owner's password is untouched.
    assert.equal((await login({ email: 'taken@example.in', password: 'Jaipur#Pink2026' })).statusCode, 200);
  });

  it('makes one account of several simultaneous registrations of one email, answering each alike', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => register(guest(i % 2 ? 'RACE@example.in' : 'race@example.in'))),
    );
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      [201, 201, 201, 201, 201],
    );
    assert.equal(new Set(responses.map((r) => r.body)).size, 1);
    const [{ count } = { count: 0 }] = await ctx.app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE lower(email) = 'race@example.in'`,
    );
    assert.equal(count, 1);
  });

  it('refuses a common or easily guessed password with 400 and advice beside the field', async () => {
    for (const password of ['password123', '12345678', 'qwertyuiop', 'IshaVerma2026', 'haveli2026']) {
      const body = expectApiError(await register({ ...guest(`weak-${password}@example.in`), password }), 400);
      const advice = body.fields?.password ?? '';
      assert.ok(advice.startsWith(PASSWORD_TOO_WEAK_MESSAGE), `${password}: ${body.message}`);
      assert.ok(advice.length > PASSWORD_TOO_WEAK_MESSAGE.length, 'with zxcvbn’s advice');
    }
    const [{ count } = { count: 0 }] = await ctx.app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE email LIKE 'weak-%'`,
    );
    assert.equal(count, 0);
  });

  it('explains other bad registrations field by field, never with the taken-email text', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...guest('a@example.in'), email: 'not-an-email' }, { email: 'Enter a valid email.' }],
      [
        { ...guest('b@example.in'), password: 'short' },
        { password: 'Password must be at least 8 characters.' },
      ],
      [{ ...guest('c@example.in'), name: undefined }, { name: 'Full Name is required.' }],
      [{ ...guest('d@example.in'), contact: 'call me' }, { contact: 'Contact must contain digits only.' }],
      [{ email: 'e@example.in' }, { password: 'Password is required.' }],
      [{ name: 'No Email', password: 'longenough' }, { email: 'Email is required.' }],
      [{ ...guest('f@example.in'), email: 42 }, { email: 'Email must be a string.' }],
    ];
    for (const [payload, fields] of cases) {
      const body = expectApiError(await register(payload), 400);
      // A missing or short password keeps the spec's own text, not the strength check's.
      assert.notEqual(body.message, EMAIL_TAKEN_MESSAGE);
      for (const [field, message] of Object.entries(fields))
        assert.equal(body.fields?.[field], message, field);
      assert.equal(body.message, Object.values(body.fields ?? {})[0]);
    }
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    await register(guest('login@example.in'));
    for (const payload of [
      { email: 'login@example.in', password: 'wrong-password' },
      { email: 'nobody@example.in', password: 'Jaipur#Pink2026' },
    ]) {
      assert.equal(expectApiError(await login(payload), 401).message, 'Invalid email or password.');
    }
  });

  it('logs in whatever the case of the email', async () => {
    await register(guest('mixed@example.in'));
    assert.equal((await login({ email: 'MIXED@Example.in', password: 'Jaipur#Pink2026' })).statusCode, 200);
  });

  it('validates the login body with the spec messages', async () => {
    const body = expectApiError(await login({ email: '', password: '' }), 400);
    assert.deepEqual(body.fields, { email: 'Email is required.', password: 'Password is required.' });
    assert.equal(
      expectApiError(await login({ email: 'x', password: 'y' }), 400).message,
      'Enter a valid email.',
    );
  });

  it('refuses /auth/me without a token, with a forged, alg-none or expired token', async () => {
    await register(guest('tokens@example.in'));
    const { data } = loginResponseSchema.parse(
      (await login({ email: 'tokens@example.in', password: 'Jaipur#Pink2026' })).json(),
    );
    const [header, payload, signature] = data.token.split('.') as [string, string, string];
    const claims = decodeTokenPayload(data.token);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    const forgedPayload = `${header}.${encode({ ...claims, role: 'manager' })}.${signature}`;
    const forgedSignature = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const subject = {
      sub: String(claims.sub),
      name: 'x',
      email: 'tokens@example.in',
      role: 'user',
      ver: 0,
    } as const;
    const expired = await testTokens({ JWT_TTL_SECONDS: '60' }).sign(subject, nowSeconds() - 3600);
    const otherSecret = await testTokens({ JWT_SECRET: 'some-other-secret-some-other-secret-123' }).sign(
      subject,
    );
    const otherAudience = await testTokens({ JWT_AUDIENCE: 'another-site' }).sign(subject);

    expectApiError(await me(), 401);
    for (const token of [
      forgedPayload,
      forgedSignature,
      algNone,
      expired,
      otherSecret,
      otherAudience,
      'garbage',
    ]) {
      const response = await me(`Bearer ${token}`);
      expectApiError(response, 401);
      assert.equal(response.headers['www-authenticate'], 'Bearer');
    }
    assert.equal((await me(`Bearer ${data.token}`)).statusCode, 200);
  });

  it('refuses a valid token of an account that no longer exists, or whose subject is not a user id', async () => {
    for (const sub of ['999999', 'abc', '0', '-1', '9999999999', '99999999999999999999']) {
      const token = await testTokens().sign({
        sub,
        name: 'Ghost',
        email: 'ghost@example.in',
        role: 'user',
        ver: 0,
      });
      expectApiError(await me(`Bearer ${token}`), 401);
    }
  });

  it('has the demo guest on the embedded database only', async () => {
    const response = await login({ email: 'guest@haveli.example', password: 'HaveliGuest#2026' });
    if (ctx.kind === 'pglite') {
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(loginResponseSchema.parse(response.json()).data.full_name, 'Aarav Sharma');
    } else {
      expectApiError(response, 401);
    }
  });
}
