import type { Db } from '../db/db';

/** What a member of staff did, `<entity>.<change>`: 'order.status', 'table.confirm', 'account.role', … */
export type AuditAction = `${Lowercase<string>}.${Lowercase<string>}`;

export interface AuditEntry {
  action: AuditAction;
  /** The kind of record changed: 'order', 'table_request', 'stay', 'account', or an admin entity's name. */
  entity: string;
  id: number | string;
  /** The record's changed fields before and after (null when created or removed). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** How the audit log names what the hotel's schedule did. */
export const SCHEDULE_ACTOR = 'Nightly schedule';

/**
 * Records a staff change (or a staff read of a guest's personal data) in the audit log, inside the transaction
 * `tx` of the change: the record exists exactly when the change does. `actor` is the signed-in member of
 * staff's user id; their name and role are stored as they are now, and the log cannot be changed afterwards
 * (migration 0025). A null `actor` is the hotel's own schedule (the nightly close), named as such.
 */
export async function audit(tx: Db, actor: number | null, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO staff_audit (actor, actor_name, actor_role, action, entity, entity_id, before, after)
     SELECT $1::int, coalesce(u.name, $7), coalesce(u.role, ''), $2, $3, $4, $5::jsonb, $6::jsonb
     FROM (SELECT 1) AS one LEFT JOIN users u ON u.id = $1`,
    [
      actor,
      entry.action,
      entry.entity,
      String(entry.id),
      entry.before == null ? null : JSON.stringify(entry.before),
      entry.after == null ? null : JSON.stringify(entry.after),
      actor === null ? SCHEDULE_ACTOR : '',
    ],
  );
}
