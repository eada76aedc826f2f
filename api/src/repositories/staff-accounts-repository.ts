import {
  STAFF_AUDIT_PAGE_SIZE,
  STAFF_ROLES,
  type StaffAccount,
  type StaffAuditEntry,
  type StaffAuditQuery,
  type StaffRole,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { audit } from '../lib/audit';
import { isoTimestamp, pagedQuery } from './paging';

/** Why a change to a staff account was refused, or that it was made. */
export type AccountChange = 'done' | 'not-found' | 'self' | 'last-manager';

interface AccountRow extends StaffAccount {
  disabled: boolean;
}

const ACCOUNT_COLUMNS = `id, name, email, role,
  CASE WHEN disabled_at IS NULL THEN 'active' ELSE 'disabled' END AS state`;

/** The audit log and the staff's accounts, as a manager reads and changes them. */
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
    /** Every staff account, managers first, then by name. */
    accounts: (): Promise<StaffAccount[]> =>
      db.query<StaffAccount>(
        `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE role = ANY($1::text[])
         ORDER BY array_position($1::text[], role), lower(name), id`,
        [STAFF_ROLES],
      ),

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
     * Disables staff account `id` and ends its sessions at once (the token version moves on), or enables it
     * again. A manager cannot disable themself or the last active manager.
     */
    setDisabled: (actor: number, id: number, disabled: boolean): Promise<AccountChange> =>
      db.transaction(async (tx) => {
        const account = await lockedAccount(tx, id);
        if (!account) return 'not-found';
        if (account.disabled === disabled) return 'done';
        if (disabled && id === actor) return 'self';
        if (disabled && (await isLastManager(tx, account))) return 'last-manager';
        await tx.query(
          disabled
            ? `UPDATE users SET disabled_at = now(), token_version = token_version + 1, updated_at = now()
               WHERE id = $1`
            : 'UPDATE users SET disabled_at = NULL, updated_at = now() WHERE id = $1',
          [id],
        );
        await audit(tx, actor, {
          action: disabled ? 'account.disable' : 'account.enable',
          entity: 'account',
          id,
          before: { state: account.state },
          after: { state: disabled ? 'disabled' : 'active' },
        });
        return 'done';
      }),

    findAccount: async (id: number): Promise<StaffAccount | undefined> =>
      (
        await db.query<StaffAccount>(
          `SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1 AND role = ANY($2::text[])`,
          [id, STAFF_ROLES],
        )
      )[0],

    /** The audit log, newest first, filtered by actor, action (or its entity, e.g. 'order') and days (UTC). */
    audit: async (query: Omit<StaffAuditQuery, 'page'> & { page: number }) => {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (condition: (at: string) => string, value: unknown) => {
        params.push(value);
        where.push(condition(`$${params.length}`));
      };
      if (query.actor) add((at) => `a.actor = ${at}`, query.actor);
      if (query.action)
        add(
          (at) => (query.action?.includes('.') ? `a.action = ${at}` : `split_part(a.action, '.', 1) = ${at}`),
          query.action,
        );
      if (query.from) add((at) => `a.at >= ${at}::date`, query.from);
      if (query.to) add((at) => `a.at < ${at}::date + 1`, query.to);
      const from = `FROM staff_audit a LEFT JOIN users u ON u.id = a.actor
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
      const page = await pagedQuery<
        Omit<StaffAuditEntry, 'actor' | 'id'> & { id: string; actor_id: number | null; actor_name: string }
      >(
        db,
        {
          count: `SELECT count(*)::int AS total ${from}`,
          rows: `SELECT a.id, a.actor AS actor_id, coalesce(u.name, a.actor_name) AS actor_name, a.action,
              a.entity, a.entity_id, a.before, a.after, ${isoTimestamp('a.at')} AS at
            ${from} ORDER BY a.at DESC, a.id DESC`,
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
        data: page.data.map(({ id, actor_id, actor_name, ...entry }) => ({
          ...entry,
          id: Number(id),
          actor: { id: actor_id, name: actor_name },
        })),
        actors,
        actions: actions.map((row) => row.action),
      };
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof staffAccountsRepository>;
