import type { CurrentUser, Role, StaffRole } from '@haveli/contracts';
import type { Db } from '../db/db';

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  contact?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  pincode?: string | undefined;
}

export interface UserCredentials {
  id: number;
  name: string;
  email: string;
  role: Role;
  password_hash: string;
  token_version: number;
  disabled: boolean;
}

/** What `authenticate` checks on every signed-in request. */
export interface UserSession {
  id: number;
  name: string;
  email: string;
  role: Role;
  token_version: number;
  disabled: boolean;
}

type CreatedUser = Pick<CurrentUser, 'id' | 'name' | 'email'> & { token_version: number };

const PROFILE_COLUMNS = 'id, name, email, role, contact, address, city, country, pincode';

export function usersRepository(db: Db) {
  return {
    /**
     * Creates the account, or returns null when the email (in any case) is taken. The unique index decides,
     * so two registrations racing for one email can never both succeed.
     */
    async create(user: NewUser): Promise<CreatedUser | null> {
      const [created] = await db.query<CreatedUser>(
        `INSERT INTO users (name, email, password_hash, role, contact, address, city, country, pincode)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT ((lower(email))) DO NOTHING
         RETURNING id, name, email, token_version`,
        [
          user.name,
          user.email.toLowerCase(),
          user.passwordHash,
          user.role,
          user.contact ?? '',
          user.address ?? '',
          user.city ?? '',
          user.country ?? '',
          user.pincode ?? '',
        ],
      );
      return created ?? null;
    },

    async findCredentialsByEmail(email: string): Promise<UserCredentials | undefined> {
      const [user] = await db.query<UserCredentials>(
        `SELECT id, name, email, role, password_hash, token_version, disabled_at IS NOT NULL AS disabled
         FROM users WHERE lower(email) = lower($1)`,
        [email],
      );
      return user;
    },

    async findSession(id: number): Promise<UserSession | undefined> {
      const [session] = await db.query<UserSession>(
        `SELECT id, name, email, role, token_version, disabled_at IS NOT NULL AS disabled FROM users WHERE id = $1`,
        [id],
      );
      return session;
    },

    /** Replaces a hash with a stronger one of the same password: sessions stay as they are. */
    async upgradePasswordHash(id: number, oldHash: string, newHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
        id,
        oldHash,
        newHash,
      ]);
    },

    /** Ends every session of the account (each token carries the version it was signed with). */
    /** Notes a successful sign-in (managers see when each member of staff last signed in). */
    async recordSignIn(id: number): Promise<void> {
      await db.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [id]);
    },

    async endSessions(id: number): Promise<void> {
      await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [id]);
    },

    async findById(id: number): Promise<CurrentUser | undefined> {
      const [user] = await db.query<CurrentUser>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]);
      return user;
    },

    /**
     * For the create-admin command: makes the account staff (a manager unless told), creating it when it does
     * not exist. A new password here ends the account's earlier sessions, as a reset does.
     */
    async upsertAdmin(user: Omit<NewUser, 'role'>, role: StaffRole = 'manager'): Promise<CreatedUser> {
      const [admin] = await db.query<CreatedUser>(
        `INSERT INTO users (name, email, password_hash, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT ((lower(email))) DO UPDATE
           SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, updated_at = now(),
               token_version = users.token_version + 1
         RETURNING id, name, email, token_version`,
        [user.name, user.email.toLowerCase(), user.passwordHash, role],
      );
      if (!admin) throw new Error('The admin account was not saved');
      return admin;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
