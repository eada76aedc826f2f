import {
  NO_EMAIL_DOMAIN,
  STAFF_GUESTS_PAGE_SIZE,
  type GuestNoteKind,
  type StaffGuestNote,
  type StaffGuestProfile,
  type StaffGuestSummary,
} from '@haveli/contracts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { isoTimestamp, pagedQuery } from './paging';
import { containing } from './staff-lists';

/** A password hash no password matches: a profile the staff made signs in only once the guest sets one. */
export const PROFILE_NO_PASSWORD = '!guest-profile';

/** The placeholder email of a profile made without one (see migration 0038). */
export const noEmail = () => `guest-${randomUUID()}@${NO_EMAIL_DOMAIN}`;
export const isNoEmail = (email: string) => email.endsWith(`@${NO_EMAIL_DOMAIN}`);

const SUMMARY_COLUMNS = `u.id, u.name,
  CASE WHEN u.email LIKE '%@${NO_EMAIL_DOMAIN}' THEN NULL ELSE u.email END AS email,
  u.contact AS phone, u.vip, u.password_hash <> '${PROFILE_NO_PASSWORD}' AS has_sign_in,
  (SELECT to_char(max(b.check_in), 'YYYY-MM-DD') FROM stay_bookings b WHERE b.user_id = u.id) AS last_stay`;

/** Guests only: never a staff account, a deleted one, or a duplicate merged into another profile. */
const GUESTS = `u.role = 'user' AND u.deleted_at IS NULL AND u.merged_into IS NULL`;

export interface GuestContact {
  name: string;
  email: string | null;
  phone: string;
}

export interface GuestRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  vip: boolean;
  role: string;
  has_sign_in: boolean;
  merged_into: number | null;
  deleted: boolean;
}

/** The front desk's guest profiles: search, create, change, notes, merge. */
export function guestsRepository(db: Db) {
  return {
    search: async (q: string | undefined, page: number) => {
      const params: unknown[] = [];
      let where = GUESTS;
      if (q) {
        params.push(containing(q.toLowerCase()));
        const digits = q.replace(/\D/g, '');
        params.push(digits.length >= 3 ? containing(digits) : null);
        where += ` AND (lower(u.name) LIKE $1 OR lower(u.email) LIKE $1
          OR ($2::text IS NOT NULL AND regexp_replace(u.contact, '[^0-9]', '', 'g') LIKE $2))`;
      }
      return pagedQuery<StaffGuestSummary>(
        db,
        {
          count: `SELECT count(*)::int AS total FROM users u WHERE ${where}`,
          rows: `SELECT ${SUMMARY_COLUMNS} FROM users u WHERE ${where} ORDER BY lower(u.name), u.id`,
          params,
        },
        { page, limit: STAFF_GUESTS_PAGE_SIZE },
      );
    },

    /** Any account by id, with what a merge or a booking needs to know of it. */
    find: async (id: number, lock = false): Promise<GuestRow | undefined> => {
      const [row] = await db.query<GuestRow>(
        `SELECT u.id, u.name, u.email, u.contact AS phone, u.vip, u.role,
           u.password_hash <> '${PROFILE_NO_PASSWORD}' AS has_sign_in, u.merged_into,
           u.deleted_at IS NOT NULL AS deleted
         FROM users u WHERE u.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
        [id],
      );
      return row;
    },

    /** The account that holds an email already (any role), besides `except`. */
    holderOf: async (email: string, except?: number) => {
      const [row] = await db.query<{ id: number; name: string; role: string }>(
        'SELECT id, name, role FROM users WHERE lower(email) = lower($1) AND id <> $2',
        [email, except ?? 0],
      );
      return row;
    },

    create: async (guest: GuestContact, by: number): Promise<number> => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO users (name, email, password_hash, role, contact, profile_created_by)
         VALUES ($1, $2, $3, 'user', $4, $5) RETURNING id`,
        [guest.name, guest.email ?? noEmail(), PROFILE_NO_PASSWORD, guest.phone, by],
      );
      if (!row) throw new Error('The guest profile was not created');
      return row.id;
    },

    update: async (id: number, guest: GuestContact & { vip: boolean }, keptEmail: string) => {
      await db.query(
        `UPDATE users SET name = $2, email = $3, contact = $4, vip = $5, updated_at = now() WHERE id = $1`,
        [
          id,
          guest.name,
          guest.email ?? (isNoEmail(keptEmail) ? keptEmail : noEmail()),
          guest.phone,
          guest.vip,
        ],
      );
    },

    profile: async (id: number): Promise<StaffGuestProfile | undefined> => {
      const [guest] = await db.query<StaffGuestSummary & { created_at: string; created_by: string | null }>(
        `SELECT ${SUMMARY_COLUMNS}, ${isoTimestamp('u.created_at')} AS created_at, s.name AS created_by
         FROM users u LEFT JOIN users s ON s.id = u.profile_created_by WHERE u.id = $1 AND ${GUESTS}`,
        [id],
      );
      if (!guest) return undefined;
      const [notes, stays, orders, tables] = await Promise.all([
        db.query<StaffGuestNote>(
          `SELECT n.id, n.kind, n.text, s.name AS by, ${isoTimestamp('n.created_at')} AS at
           FROM guest_notes n LEFT JOIN users s ON s.id = n.created_by WHERE n.user_id = $1 ORDER BY n.id`,
          [id],
        ),
        db.query<StaffGuestProfile['stays'][number] & { nights: number }>(
          `SELECT b.reference, t.title AS room_type, to_char(b.check_in, 'YYYY-MM-DD') AS check_in,
             to_char(b.check_out, 'YYYY-MM-DD') AS check_out, b.state, b.total, b.source,
             (b.check_out - b.check_in) * b.rooms AS nights
           FROM stay_bookings b JOIN room_types t ON t.id = b.room_type_id
           WHERE b.user_id = $1 ORDER BY b.check_in DESC, b.id DESC`,
          [id],
        ),
        db.query<StaffGuestProfile['orders'][number]>(
          `SELECT o.id, ${isoTimestamp('o.created_at')} AS at, o.status, o.total
           FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
          [id],
        ),
        db.query<StaffGuestProfile['tables'][number]>(
          `SELECT t.id, coalesce(r.name, '') AS restaurant, to_char(t.reservation_date, 'YYYY-MM-DD') AS date,
             t.reservation_time AS time, t.party_size, t.status
           FROM restaurant_reservations t LEFT JOIN restaurants r ON r.id = t.restaurant_id
           WHERE t.user_id = $1 ORDER BY t.reservation_date DESC, t.id DESC`,
          [id],
        ),
      ]);
      const kept = stays.filter((stay) => stay.state !== 'cancelled');
      const spent =
        kept.reduce((sum, stay) => sum + stay.total, 0) +
        orders.filter((order) => order.status !== 'Cancelled').reduce((sum, order) => sum + order.total, 0);
      return {
        ...guest,
        notes,
        stays: stays.map(({ nights: _nights, ...stay }) => stay),
        orders,
        tables,
        totals: {
          stays: kept.length,
          nights: kept.reduce((sum, stay) => sum + stay.nights, 0),
          spent,
        },
      };
    },

    addNote: async (id: number, note: { kind: GuestNoteKind; text: string }, by: number) => {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO guest_notes (user_id, kind, text, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
        [id, note.kind, note.text, by],
      );
      if (!row) throw new Error('The note was not added');
      return row.id;
    },

    removeNote: async (id: number, noteId: number) => {
      const [row] = await db.query<{ kind: GuestNoteKind; text: string }>(
        'DELETE FROM guest_notes WHERE id = $1 AND user_id = $2 RETURNING kind, text',
        [noteId, id],
      );
      return row;
    },

    /**
     * Moves everything of `duplicate` onto `kept` (stays, their coupon uses, food orders, table requests, notes,
     * messages, notifications) and disables the duplicate, recording where it went. In the caller's transaction.
     * Returns how many of each moved.
     */
    merge: async (kept: number, duplicate: number) => {
      const move = async (table: string) =>
        (await db.query(`UPDATE ${table} SET user_id = $1 WHERE user_id = $2 RETURNING 1`, [kept, duplicate]))
          .length;
      const moved = {
        stays: await move('stay_bookings'),
        rooms: await move('hotel_reservations'),
        orders: await move('orders'),
        tables: await move('restaurant_reservations'),
        notes: await move('guest_notes'),
      };
      await move('coupon_redemptions');
      await move('guest_messages');
      await move('notifications');
      await db.query(
        `UPDATE users SET vip = vip OR (SELECT vip FROM users WHERE id = $2),
           contact = CASE WHEN contact = '' THEN (SELECT contact FROM users WHERE id = $2) ELSE contact END,
           updated_at = now()
         WHERE id = $1`,
        [kept, duplicate],
      );
      await db.query(
        `UPDATE users SET merged_into = $1, disabled_at = coalesce(disabled_at, now()),
           token_version = token_version + 1, updated_at = now()
         WHERE id = $2`,
        [kept, duplicate],
      );
      return moved;
    },

    /** Who made a stay and how the guest asked, on a booking the staff just made (in its transaction). */
    markStaffStay: (reference: string, by: number, source: string) =>
      db.query('UPDATE stay_bookings SET created_by = $2, source = $3 WHERE reference = $1', [
        reference,
        by,
        source,
      ]),
  };
}
