import assert from 'node:assert/strict';
import {
  currentUserSchema,
  isStaffRole,
  loginRefusalSchema,
  loginResponseSchema,
  type Role,
} from '@haveli/contracts';
import type { App } from '../../src/app';
import { hashPassword } from '../../src/lib/password';
import { currentCode, TOTP_PERIOD_SECONDS } from '../../src/lib/two-factor';
import type { TestContext } from './test-app';

export interface SignedInAccount {
  id: number;
  name: string;
  email: string;
  /** `Bearer <token>`, ready for an Authorization header. */
  authorization: string;
}

export const TEST_PASSWORD = 'Haveli#Test2026';
const PASSWORD = TEST_PASSWORD;
let counter = 0;

/**
 * A fresh account straight in the database with a token signed for it: quicker than signing up through the
 * API, for tests that need a caller rather than the sign-up itself. Its password is never used.
 */
/** `admin`, the name staff had before roles, makes a manager (the role with every right). */
export async function signUp(app: App, asRole: Role | 'admin' = 'user'): Promise<SignedInAccount> {
  counter += 1;
  const role: Role = asRole === 'admin' ? 'manager' : asRole;
  const email = `${role.replace('_', '-')}-${counter}-${Date.now()}@example.in`;
  const name = isStaffRole(role) ? 'Staff Member' : `Guest ${counter}`;
  const user = isStaffRole(role)
    ? await app.repositories.users.upsertAdmin({ name, email, passwordHash: 'unused' }, role)
    : await app.repositories.users.create({ name, email, passwordHash: 'unused', role });
  if (!user) throw new Error(`Could not create ${email}`);
  return { id: user.id, name, email, authorization: `Bearer ${await app.tokens.sign({ ...user, role })}` };
}

/** Registers a new guest through the API and logs them in. */
export async function signUpGuest(ctx: TestContext, name = 'Test Guest'): Promise<SignedInAccount> {
  counter += 1;
  const email = `guest${counter}-${Date.now()}@example.in`;
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name,
      email,
      password: PASSWORD,
      contact: '+91 98290 00000',
      address: '12 MI Road',
      city: 'Jaipur',
      country: 'India',
      pincode: '302001',
    },
  });
  assert.equal(registered.statusCode, 201, registered.body);
  const authorization = await logIn(ctx, email, PASSWORD);
  // The registration's answer names no account (it is the same for a taken address): the id is the session's.
  const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization } });
  return { id: currentUserSchema.parse(me.json()).id, name, email, authorization };
}

/** A staff account, made the way the create-admin command makes one. */
export async function signUpAdmin(ctx: TestContext): Promise<SignedInAccount> {
  counter += 1;
  const email = `staff${counter}-${Date.now()}@haveli.example`;
  const admin = await ctx.app.repositories.users.upsertAdmin({
    name: 'Front Desk',
    email,
    passwordHash: await hashPassword(PASSWORD),
  });
  return { ...admin, authorization: await logIn(ctx, email, PASSWORD) };
}

/** Browsers remembered after a code, by email: a later sign-in of the same account skips its code. */
const rememberedDevices = new Map<string, string>();

/**
 * Signs in through the API as the person would: the password, then, for staff asked for it, the code of their
 * authenticator app (the key it was given at set-up, or the account's key in the database), remembering the
 * browser so that the next sign-in of the account needs no code (a code is accepted once).
 */
export async function logIn(ctx: TestContext, email: string, password: string): Promise<string> {
  const attempt = (extra: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, ...extra } });
  const deviceToken = rememberedDevices.get(email);
  let response = await attempt(deviceToken ? { deviceToken } : {});
  const challenge =
    response.statusCode === 401 ? loginRefusalSchema.parse(response.json()).two_factor : undefined;
  if (challenge) {
    const secret =
      challenge.step === 'setup'
        ? challenge.secret
        : (
            await ctx.app.db.query<{ totp_secret: string }>(
              'SELECT totp_secret FROM users WHERE lower(email) = lower($1)',
              [email],
            )
          )[0]?.totp_secret;
    assert.ok(secret, `a two-step key for ${email}`);
    // This step's code, or the next one's when this one was used already (both are accepted).
    for (const ahead of [0, TOTP_PERIOD_SECONDS * 1000]) {
      response = await attempt({ code: currentCode(secret, Date.now() + ahead), rememberDevice: true });
      if (response.statusCode !== 401) break;
    }
  }
  assert.equal(response.statusCode, 200, response.body);
  const { data } = loginResponseSchema.parse(response.json());
  if (data.device_token) rememberedDevices.set(email, data.device_token);
  return `Bearer ${data.token}`;
}
