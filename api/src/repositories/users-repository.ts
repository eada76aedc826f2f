import type { CurrentUser, Role } from '@haveli/contracts';
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
}

const PROFILE_COLUMNS = 'id, name, email, role, contact, address, city, country, pincode';

export function usersRepository(db: Db) {
  return {
    /**
     * Creates the account, or returns null when the email (in any case) is taken. The unique index decides,
     * so two registrations racing for one email can never both succeed.
     */
    async create(user: NewUser): Promise<Pick<CurrentUser, 'id' | 'name' | 'email'> | null> {
      const [created] = await db.query<Pick<CurrentUser, 'id' | 'name' | 'email'>>(
        `INSERT INTO users (name, email, password_hash, role, contact, address, city, country, pincode)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT ((lower(email))) DO NOTHING
         RETURNING id, name, email`,
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
        'SELECT id, name, email, role, password_hash FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      return user;
    },

    async findById(id: number): Promise<CurrentUser | undefined> {
      const [user] = await db.query<CurrentUser>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]);
      return user;
    },

    /** For the create-admin command: makes the account an admin, creating it when it does not exist. */
    async upsertAdmin(user: Omit<NewUser, 'role'>): Promise<Pick<CurrentUser, 'id' | 'name' | 'email'>> {
      const [admin] = await db.query<Pick<CurrentUser, 'id' | 'name' | 'email'>>(
        `INSERT INTO users (name, email, password_hash, role) VALUES ($1, $2, $3, 'admin')
         ON CONFLICT ((lower(email))) DO UPDATE
           SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash, role = 'admin', updated_at = now()
         RETURNING id, name, email`,
        [user.name, user.email.toLowerCase(), user.passwordHash],
      );
      if (!admin) throw new Error('The admin account was not saved');
      return admin;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
