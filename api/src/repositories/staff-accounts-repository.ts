import {
  STAFF_ACCOUNTS_PAGE_SIZE,
  STAFF_AUDIT_PAGE_SIZE,
  STAFF_ROLES,
  type StaffAccount,
  type StaffAccountSort,
  type StaffAuditEntry,
  type StaffAuditQuery,
  type StaffAuditSort,
  type SortDirection,
  type StaffRole,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { audit } from '../lib/audit';
import { isoTimestamp, pagedQuery } from './paging';
import { twoFactorRepository } from './two-factor-repository';
import { conditions, containing, direction, type ListQuery } from './staff-lists';

/** Why a change to a staff account was refused, or that it was made. */
export type AccountChange = 'done' | 'not-found' | 'self' | 'last-manager';

interface AccountRow extends StaffAccount {
  disabled: boolean;
}

/** A password hash no password matches: an invited account cannot sign in until the invitation is used. */
const NO_PASSWORD = '!invited';

const STATE_SQL = `CASE WHEN disabled_at IS NULL THEN 'active'
    WHEN EXISTS (SELECT 1 FROM staff_invitations i
      WHERE i.user_id = users.id AND i.used_at IS NULL AND i.revoked_at IS NULL) THEN 'invited'
    ELSE 'disabled' END`;

const ACCOUNT_COLUMNS = `id, name, email, role,
  ${STATE_SQL} AS state, totp_secret IS NOT NULL AS two_step, password_hash = '${NO_PASSWORD}' AS can_reinvite,
  CASE WHEN last_sign_in_at IS NULL THEN NULL ELSE ${isoTimestamp('last_sign_in_at')} END AS last_sign_in_at`;

/** What each account sort orders by; a role sorts managers first, as the roles are listed. */
const ACCOUNT_SORTS: Record<StaffAccountSort, string> = {
  role: 'array_position($1::text[], role)',
  name: 'lower(name)',
  email: 'lower(email)',
  state: `array_position(ARRAY['active', 'invited', 'disabled'], ${STATE_SQL})`,
  last_sign_in_at: 'last_sign_in_at',
};

/** What each audit sort orders by. */
const AUDIT_SORTS: Record<StaffAuditSort, string> = {
  at: 'a.at',
  actor: 'lower(a.actor_name)',
  action: 'a.action',
};

/** The audit log and the staff's accounts, as a manager reads and changes them. */
/** The audited record's id as a number (`k.n`), when it is one: most records are named by their row's id. */
const AUDIT_RECORD_ID = `SELECT CASE WHEN a.entity_id ~ '^[0-9]{1,9}$' THEN a.entity_id::int END AS n`;

/**
 * The audited record as people name it: a booking by its reference, a room by its number, an account by its
 * name, a season or a restaurant by its name. Records since removed, and kinds without a name, read as their
 * kind and id.
 */
const AUDIT_RECORD = `coalesce(CASE a.entity
    WHEN 'stay' THEN 'Booking ' || a.entity_id
    WHEN 'order' THEN (SELECT 'Food order ' || o.reference FROM orders o WHERE o.id = k.n)
    WHEN 'booked_room' THEN (
      SELECT 'Booking ' || b.reference || coalesce(', room ' || r.room_no, '')
      FROM hotel_reservations h JOIN stay_bookings b ON b.id = h.stay_booking_id LEFT JOIN rooms r ON r.id = h.room_id
      WHERE h.id = k.n)
    WHEN 'account' THEN (SELECT u.name || ' (' || u.email || ')' FROM users u WHERE u.id = k.n)
    WHEN 'guest' THEN (SELECT 'Guest ' || u.name FROM users u WHERE u.id = k.n)
    WHEN 'conversation' THEN (SELECT 'Messages with ' || u.name FROM users u WHERE u.id = k.n)
    WHEN 'room' THEN (SELECT 'Room ' || r.room_no FROM rooms r WHERE r.id = k.n)
    WHEN 'room_type' THEN (SELECT t.title FROM room_types t WHERE t.id = k.n)
    WHEN 'season' THEN (SELECT 'Season ' || s.name FROM rate_seasons s WHERE s.id = k.n)
    WHEN 'rate_plan' THEN (
      SELECT 'Rate plan ' || p.name || ' (' || p.code || ')' FROM rate_plans p WHERE p.code = a.entity_id)
    WHEN 'night_audit' THEN 'Close of ' || to_char(to_date(a.entity_id, 'YYYY-MM-DD'), 'DD Mon YYYY')
    WHEN 'offer' THEN (SELECT 'Coupon ' || f.offer_coupon FROM offers f WHERE f.id = k.n)
    WHEN 'dish' THEN (SELECT f.menu_title FROM food_items f WHERE f.id = k.n)
    WHEN 'restaurant' THEN (SELECT r.name FROM restaurants r WHERE r.id = k.n)
    WHEN 'restaurant_table' THEN (SELECT 'Table ' || t.table_name FROM restaurant_tables t WHERE t.id = k.n)
    WHEN 'table_booking' THEN (
      SELECT 'Table booking of ' || t.name || ', ' || t.party_size || ' guests, '
             || to_char(t.reservation_date, 'DD Mon YYYY') || ' ' || t.reservation_time
      FROM restaurant_reservations t WHERE t.id = k.n)
    WHEN 'restaurant_closure' THEN (
      SELECT r.name || ' closed: ' || c.reason FROM restaurant_closures c JOIN restaurants r ON r.id = c.restaurant_id
      WHERE c.id = k.n)
    WHEN 'table_request' THEN (
      SELECT 'Table request of ' || t.name || ', ' || to_char(t.reservation_date, 'DD Mon YYYY')
      FROM restaurant_reservations t WHERE t.id = k.n)
  END, initcap(translate(a.entity, '_-', '  ')) || ' ' || a.entity_id)`;

export function staffAccountsRepository(db: Db) {
  /** Locks a staff account and every active manager (so two managers demoting each other cannot both win). */
  const lockedAccount = async (tx: Db, id: number) => {
    await tx.query(
      `SELECT id FROM users WHERE role = 'manager' AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
    );
    const [row] = await tx.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS}, disabled_at IS NOT NULL AS disabled FROM users
       WHERE id = $1 AND role = ANY($2::text[]) FOR UPDATE`,
      [id, STAFF_ROLES],
    );
    return row;
  };
  const activeManagers = async (tx: Db) =>
    (
      await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE role = 'manager' AND disabled_at IS NULL`,
      )
    )[0]?.n ?? 0;
  /** Whether taking `account` out of the active managers leaves none. */
  const isLastManager = async (tx: Db, account: AccountRow) =>
    account.role === 'manager' && !account.disabled && (await activeManagers(tx)) <= 1;

  return {
    /** The staff accounts matching a name or email, managers first then by name unless sorted otherwise. */
    accounts: async (query: ListQuery<StaffAccountSort>) => {
      const where = conditions();
      where.add((at) => `role = ANY(${at}::text[])`, STAFF_ROLES);
      if (query.q) where.add((at) => `(name ILIKE ${at} OR email ILIKE ${at})`, containing(query.q));
      const from = `FROM users ${where.sql()}`;
      const page = await pagedQuery<StaffAccount>(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT ${ACCOUNT_COLUMNS} ${from}
            ORDER BY ${ACCOUNT_SORTS[query.sort]} ${direction(query.dir)} NULLS LAST,
              array_position($1::text[], role), lower(name), id`,
          params: where.params,
        },
        { page: query.page, limit: STAFF_ACCOUNTS_PAGE_SIZE },
      );
      return { accounts: page.data, total: page.total };
    },

    /** Gives staff account `id` another role; a manager cannot demote themself or the last manager. */
    setRole: (actor: number, id: number, role: StaffRole): Promise<AccountChange> =>
      db.transaction(async (tx) => {
        const account = await lockedAccount(tx, id);
        if (!account) return 'not-found';
        if (account.role === role) return 'done';
        if (id === actor) return 'self';
        if (await isLastManager(tx, account)) return 'last-manager';
        await tx.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1', [id, role]);
        await audit(tx, actor, {
          action: 'account.role',
          entity: 'account',
          id,
          before: { role: account.role },
          after: { role },
        });
        return 'done';
      }),

    /**
     * Removes the authenticator app staff account `id` set up (a lost phone): it sets one up again at its next
     * sign-in, its remembered browsers and sessions end. Not one's own: another manager does it.
     */
    resetTwoStep: (actor: number, id: number): Promise<AccountChange> =>
      db.transaction(async (tx) => {
        const account = await lockedAccount(tx, id);
        if (!account) return 'not-found';
        if (id === actor) return 'self';
        await twoFactorRepository(tx).reset(id);
        await audit(tx, actor, {
          action: 'account.two_step_reset',
          entity: 'account',
          id,
          before: { two_step: account.two_step },
          after: { two_step: false },
        });
        return 'done';
      }),

    /**
     * Disables staff account `id` and ends its sessions at once (the token version moves on), or enables it
     * again. Disabling withdraws the account's open invitation and password reset links, so no link it holds
     * brings it back; an invited account is disabled by withdrawing its invitation. A manager cannot disable
     * themself or the last active manager.
     */
    setDisabled: (actor: number, id: number, disabled: boolean): Promise<AccountChange> =>
      db.transaction(async (tx) => {
        const account = await lockedAccount(tx, id);
        if (!account) return 'not-found';
        const state = disabled ? 'disabled' : 'active';
        if (account.state === state || (!disabled && account.state === 'invited')) return 'done';
        if (disabled && id === actor) return 'self';
        if (disabled && (await isLastManager(tx, account))) return 'last-manager';
        if (disabled) {
          await tx.query(
            `UPDATE users SET disabled_at = coalesce(disabled_at, now()), token_version = token_version + 1,
               updated_at = now()
             WHERE id = $1`,
            [id],
          );
          await tx.query(
            'UPDATE staff_invitations SET revoked_at = now() WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL',
            [id],
          );
          await tx.query(
            'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
            [id],
          );
        } else {
          await tx.query('UPDATE users SET disabled_at = NULL, updated_at = now() WHERE id = $1', [id]);
        }
        await audit(tx, actor, {
          action: disabled ? 'account.disable' : 'account.enable',
          entity: 'account',
          id,
          before: { state: account.state },
          after: { state },
        });
        return 'done';
      }),

    /**
     * Sends an invitation again to an account that never accepted one (expired, lost, or withdrawn): the open
     * link stops working, a new one is made, and `alongside` queues its mail, in one transaction, audited.
     */
    reinvite: (
      actor: number,
      id: number,
      tokenHash: string,
      expiresAt: Date,
      alongside: (tx: Db, account: StaffAccount) => Promise<void>,
    ): Promise<StaffAccount | 'not-found' | 'accepted'> =>
      db.transaction(async (tx) => {
        const account = await lockedAccount(tx, id);
        if (!account) return 'not-found';
        if (!account.can_reinvite) return 'accepted';
        await tx.query(
          'UPDATE staff_invitations SET revoked_at = now() WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL',
          [id],
        );
        await tx.query(
          'INSERT INTO staff_invitations (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
          [id, tokenHash, expiresAt.toISOString()],
        );
        const { disabled: _disabled, ...invited } = { ...account, state: 'invited' as const };
        await audit(tx, actor, {
          action: 'account.reinvite',
          entity: 'account',
          id,
          before: { state: account.state },
          after: { state: 'invited', link_expires: expiresAt.toISOString() },
        });
        await alongside(tx, invited);
        return invited;
      }),

    /**
     * Creates an invited staff account (disabled, no usable password) and its one-time link's hash, and runs
     * `alongside` (which queues the invitation mail) in the same transaction. Undefined when the email is taken.
     */
    invite: (
      actor: number,
      invitee: { name: string; email: string; role: StaffRole },
      tokenHash: string,
      expiresAt: Date,
      alongside: (tx: Db, account: StaffAccount) => Promise<void>,
    ): Promise<StaffAccount | undefined> =>
      db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO users (name, email, password_hash, role, disabled_at)
           SELECT $1, $2, $3, $4, now()
           WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2))
           RETURNING id`,
          [invitee.name, invitee.email.toLowerCase(), NO_PASSWORD, invitee.role],
        );
        if (!created) return undefined;
        await tx.query(
          'INSERT INTO staff_invitations (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
          [created.id, tokenHash, expiresAt.toISOString()],
        );
        const account = {
          id: created.id,
          name: invitee.name,
          email: invitee.email.toLowerCase(),
          role: invitee.role,
          state: 'invited' as const,
          last_sign_in_at: null,
          two_step: false,
          can_reinvite: true,
        };
        await audit(tx, actor, {
          action: 'account.invite',
          entity: 'account',
          id: created.id,
          before: null,
          after: { name: account.name, email: account.email, role: account.role },
        });
        await alongside(tx, account);
        return account;
      }),

    /**
     * Uses an invitation: sets the password and enables the account, all or nothing, once (one conditional
     * UPDATE decides between two attempts, and between an acceptance and a manager withdrawing the link).
     * False for a link that is unknown, used, withdrawn or expired.
     */
    acceptInvitation: (tokenHash: string, passwordHash: string, now: Date): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [used] = await tx.query<{ user_id: number }>(
          `UPDATE staff_invitations SET used_at = $2
           WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
           RETURNING user_id`,
          [tokenHash, now.toISOString()],
        );
        if (!used) return false;
        await tx.query(
          `UPDATE users SET password_hash = $2, disabled_at = NULL, updated_at = $3,
             token_version = token_version + 1
           WHERE id = $1`,
          [used.user_id, passwordHash, now.toISOString()],
        );
        await audit(tx, used.user_id, {
          action: 'account.accept',
          entity: 'account',
          id: used.user_id,
          before: { state: 'invited' },
          after: { state: 'active' },
        });
        return true;
      }),

    /**
     * What an invitation link is now: 'usable' (known, unused, not withdrawn, unexpired), 'revoked' (a manager
     * withdrew it) or 'invalid' (unknown, used or expired). acceptInvitation decides for good.
     */
    invitationState: async (tokenHash: string, now: Date): Promise<'usable' | 'revoked' | 'invalid'> => {
      const [row] = await db.query<{ usable: boolean; revoked: boolean }>(
        `SELECT used_at IS NULL AND revoked_at IS NULL AND expires_at > $2 AS usable,
           revoked_at IS NOT NULL AS revoked
         FROM staff_invitations WHERE token_hash = $1`,
        [tokenHash, now.toISOString()],
      );
      return row?.usable ? 'usable' : row?.revoked ? 'revoked' : 'invalid';
    },

    findAccount: async (id: number): Promise<StaffAccount | undefined> =>
      (
        await db.query<StaffAccount>(
          `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1 AND role = ANY($2::text[])`,
          [id, STAFF_ROLES],
        )
      )[0],

    /**
     * The audit log, newest first unless sorted otherwise, filtered by actor, action (or its entity, e.g.
     * 'order'), days (UTC) and a search over the changed record's id and the action.
     */
    audit: async (
      query: Omit<StaffAuditQuery, 'page' | 'sort' | 'dir'> & {
        page: number;
        sort: StaffAuditSort;
        dir: SortDirection;
      },
    ) => {
      const where = conditions();
      if (query.actor) where.add((at) => `a.actor = ${at}`, query.actor);
      if (query.action)
        where.add(
          (at) => (query.action?.includes('.') ? `a.action = ${at}` : `split_part(a.action, '.', 1) = ${at}`),
          query.action,
        );
      if (query.from) where.add((at) => `a.at >= ${at}::date`, query.from);
      if (query.to) where.add((at) => `a.at < ${at}::date + 1`, query.to);
      if (query.q)
        where.add(
          (at) => `(a.entity_id ILIKE ${at} OR a.action ILIKE ${at} OR ${AUDIT_RECORD} ILIKE ${at})`,
          containing(query.q),
        );
      const params = where.params;
      const from = `FROM staff_audit a CROSS JOIN LATERAL (${AUDIT_RECORD_ID}) k
        ${where.sql()}`;
      const page = await pagedQuery<
        Omit<StaffAuditEntry, 'actor' | 'id'> & {
          id: string;
          actor_id: number | null;
          actor_name: string;
          actor_role: string;
        }
      >(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT a.id, a.actor AS actor_id, a.actor_name, a.actor_role, a.action,
              a.entity, a.entity_id, ${AUDIT_RECORD} AS record, a.before, a.after, ${isoTimestamp('a.at')} AS at
            ${from} ORDER BY ${AUDIT_SORTS[query.sort]} ${direction(query.dir)}, a.at DESC, a.id DESC`,
          params,
        },
        { page: query.page, limit: STAFF_AUDIT_PAGE_SIZE },
      );
      const actors = await db.query<{ id: number; name: string }>(
        `SELECT u.id, u.name FROM users u WHERE EXISTS (SELECT 1 FROM staff_audit a WHERE a.actor = u.id)
         ORDER BY lower(u.name), u.id`,
      );
      const actions = await db.query<{ action: string }>(
        'SELECT DISTINCT action FROM staff_audit ORDER BY action',
      );
      return {
        total: page.total,
        data: page.data.map(({ id, actor_id, actor_name, actor_role, ...entry }) => ({
          ...entry,
          id: Number(id),
          actor: { id: actor_id, name: actor_name, role: actor_role },
        })),
        actors,
        actions: actions.map((row) => row.action),
      };
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof staffAccountsRepository>;
