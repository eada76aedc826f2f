import assert from 'node:assert/strict';
import { currentUserSchema, isStaffRole, loginResponseSchema, type Role } from '@haveli/contracts';
import type { App } from '../../src/app';
import { hashPassword } from '../../src/lib/password';
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

export async function logIn(ctx: TestContext, email: string, password: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  assert.equal(response.statusCode, 200, response.body);
  return `Bearer ${loginResponseSchema.parse(response.json()).data.token}`;
}
