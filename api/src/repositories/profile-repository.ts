import type { CurrentUser, ProfileUpdate } from '@haveli/contracts';
import type { Db } from '../db/db';

const PROFILE_COLUMNS = 'id, name, email, role, contact, address, city, country, pincode';

export function profileRepository(db: Db) {
  return {
    find: async (id: number): Promise<CurrentUser | undefined> =>
      (await db.query<CurrentUser>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [id]))[0],

    /** Replaces the guest's profile fields; undefined when there is no such account. */
    update: async (id: number, profile: ProfileUpdate): Promise<CurrentUser | undefined> =>
      (
        await db.query<CurrentUser>(
          `UPDATE users
           SET name = $2, contact = $3, address = $4, city = $5, country = $6, pincode = $7, updated_at = now()
           WHERE id = $1
           RETURNING ${PROFILE_COLUMNS}`,
          [
            id,
            profile.name,
            profile.contact,
            profile.address,
            profile.city,
            profile.country,
            profile.pincode,
          ],
        )
      )[0],
  };
}
