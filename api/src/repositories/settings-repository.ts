import type { MailPreferences, Role } from '@haveli/contracts';
import type { Db } from '../db/db';

/** The name a deleted guest's bookings and orders keep. */
export const DELETED_GUEST_NAME = 'Deleted guest';

type JsonRow = Record<string, unknown>;

export interface PasswordOwner {
  id: number;
  name: string;
  email: string;
  role: Role;
  password_hash: string;
}

/** The account settings of the signed-in guest: mail preferences, password, their data, deleting it. */
export function settingsRepository(db: Db) {
  const rows = async (sql: string, userId: number): Promise<JsonRow[]> =>
    (await db.query<{ row: JsonRow }>(sql, [userId])).map(({ row }) => row);

  return {
    mailPreferences: async (userId: number): Promise<MailPreferences> =>
      (
        await db.query<MailPreferences>('SELECT marketing, offers FROM mail_preferences WHERE user_id = $1', [
          userId,
        ])
      )[0] ?? { marketing: false, offers: false },

    saveMailPreferences: async (userId: number, preferences: MailPreferences): Promise<MailPreferences> => {
      const [saved] = await db.query<MailPreferences>(
        `INSERT INTO mail_preferences (user_id, marketing, offers) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE
           SET marketing = EXCLUDED.marketing, offers = EXCLUDED.offers, updated_at = now()
         RETURNING marketing, offers`,
        [userId, preferences.marketing, preferences.offers],
      );
      if (!saved) throw new Error('The mail preferences were not saved.');
      return saved;
    },

    findPasswordOwner: async (userId: number): Promise<PasswordOwner | undefined> =>
      (
        await db.query<PasswordOwner>(
          'SELECT id, name, email, role, password_hash FROM users WHERE id = $1 AND deleted_at IS NULL',
          [userId],
        )
      )[0],

    /**
     * Sets the new password if the old hash is still the account's (a concurrent change wins once) and ends
     * every session; returns the new token version, or undefined when the password changed meanwhile.
     */
    changePassword: async (userId: number, oldHash: string, newHash: string): Promise<number | undefined> =>
      (
        await db.query<{ token_version: number }>(
          `UPDATE users SET password_hash = $3, token_version = token_version + 1, updated_at = now()
           WHERE id = $1 AND password_hash = $2 RETURNING token_version`,
          [userId, oldHash, newHash],
        )
      )[0]?.token_version,

    /** What the hotel keeps about the guest, besides the profile and the inbox. */
    async records(userId: number) {
      return {
        stays: await rows(
          `SELECT to_jsonb(s) - 'user_id' AS row FROM stay_bookings s WHERE user_id = $1 ORDER BY id`,
          userId,
        ),
        roomReservations: await rows(
          `SELECT to_jsonb(r) - 'user_id' AS row FROM hotel_reservations r WHERE user_id = $1 ORDER BY id`,
          userId,
        ),
        tableBookings: await rows(
          `SELECT to_jsonb(r) - 'user_id' AS row FROM restaurant_reservations r WHERE user_id = $1 ORDER BY id`,
          userId,
        ),
        orders: await rows(
          `SELECT (to_jsonb(o) - 'user_id') || jsonb_build_object('items',
             (SELECT coalesce(jsonb_agg(to_jsonb(i) - 'order_id' ORDER BY i.id), '[]'::jsonb)
              FROM order_items i WHERE i.order_id = o.id)) AS row
           FROM orders o WHERE user_id = $1 ORDER BY id`,
          userId,
        ),
      };
    },

    /**
     * Deletes the account, all or nothing: the personal data on the bookings and orders the hotel must keep
     * is replaced, what only the guest needed (cart, inbox, preferences, reset links) is removed, and the
     * account row stays (those records point at it) without name, email, address or a usable password.
     * Every session ends. `unusableHash` is the hash of a random secret nobody knows.
     */
    deleteAccount: (userId: number, unusableHash: string): Promise<void> =>
      db.transaction(async (tx) => {
        const anonymous = DELETED_GUEST_NAME;
        await tx.query(
          `UPDATE users SET name = $2, email = 'deleted-' || id || '@deleted.invalid', password_hash = $3,
             contact = '', address = '', city = '', country = '', pincode = '',
             deleted_at = now(), disabled_at = now(), updated_at = now(), token_version = token_version + 1
           WHERE id = $1`,
          [userId, anonymous, unusableHash],
        );
        await tx.query(
          // The company named for an invoice goes too: an issued invoice keeps its own copy, as the law asks.
          `UPDATE stay_bookings SET guest_name = $2, remarks = '', arrival_time = '', billing_company = NULL,
             billing_address = NULL, billing_gstin = NULL
           WHERE user_id = $1`,
          [userId, anonymous],
        );
        await tx.query(`UPDATE hotel_reservations SET guest_name = $2, remark = '' WHERE user_id = $1`, [
          userId,
          anonymous,
        ]);
        await tx.query(`UPDATE restaurant_reservations SET name = $2, details = '' WHERE user_id = $1`, [
          userId,
          anonymous,
        ]);
        await tx.query(`UPDATE orders SET instructions = '' WHERE user_id = $1`, [userId]);
        await tx.query(
          `UPDATE feedback SET name = $2, email = 'deleted-' || user_id || '@deleted.invalid', user_id = NULL
           WHERE user_id = $1`,
          [userId, anonymous],
        );
        for (const table of [
          'cart_items',
          'guest_messages',
          'notifications',
          'mail_preferences',
          'password_reset_tokens',
          'email_verification_tokens',
          'address_link_tokens',
          'idempotency_keys',
        ]) {
          await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
        }
      }),
  };
}
