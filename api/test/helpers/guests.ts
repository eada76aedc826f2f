import type { Role } from '@haveli/contracts';
import type { App } from '../../src/app';

export interface SignedIn {
  id: number;
  /** The Authorization header value, ready for `inject`. */
  authorization: string;
}

let created = 0;

/** A fresh account with a valid token; the password is never used, so none is hashed. */
export async function signUp(app: App, role: Role = 'user'): Promise<SignedIn> {
  created += 1;
  const email = `${role}-${created}-${Date.now()}@example.in`;
  const name = role === 'admin' ? 'Staff Member' : `Guest ${created}`;
  const user =
    role === 'admin'
      ? await app.repositories.users.upsertAdmin({ name, email, passwordHash: 'unused' })
      : await app.repositories.users.create({ name, email, passwordHash: 'unused', role });
  if (!user) throw new Error(`Could not create ${email}`);
  return { id: user.id, authorization: `Bearer ${app.tokens.sign({ ...user, role })}` };
}
