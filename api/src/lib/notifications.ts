import type { Db } from '../db/db';

/**
 * The PostgreSQL channel a committed notification is announced on (payload: `{ id, userId, schema }`), and a
 * change to a back-office queue (`{ queue, schema }`, from the triggers of migration 0024).
 */
export const NOTIFICATIONS_CHANNEL = 'haveli_notifications';

/** What happened, `<area>.<change>`: 'order.status', 'table.confirmed', 'stay.cancelled', 'message.reply', … */
export type NotificationKind = `${Lowercase<string>}.${Lowercase<string>}`;

export interface NotificationInput {
  kind: NotificationKind;
  /** One line the guest reads in the inbox and in the toast: "Your order HVL-12 is ready". */
  title: string;
  body?: string;
  /** The site's path where the guest sees the change, e.g. `/user-orders`. */
  link?: string;
  /** What changed, for screens that update in place: `{ orderId: 12, status: 'Ready' }`. */
  subject?: Record<string, unknown>;
}

/**
 * Tells guest `userId` of a change, inside the transaction `tx` of that change: the notification exists
 * exactly when the change does, and PostgreSQL delivers the announcement on NOTIFICATIONS_CHANNEL only when the
 * transaction commits (never if it rolls back). Returns the notification's id, which is its event's id.
 */
export async function notify(tx: Db, userId: number, notification: NotificationInput): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO notifications (user_id, kind, title, body, link, subject)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id`,
    [
      userId,
      notification.kind,
      notification.title,
      notification.body ?? '',
      notification.link ?? null,
      JSON.stringify(notification.subject ?? {}),
    ],
  );
  if (!row) throw new Error('The notification was not stored.');
  const id = Number(row.id);
  // Channels are per database, not per schema: the schema in the payload lets sites (and test runs) that
  // share one database in schemas of their own tell their notifications apart.
  await tx.query(
    `SELECT pg_notify($1, json_build_object('id', $2::bigint, 'userId', $3::integer, 'schema', current_schema())::text)`,
    [NOTIFICATIONS_CHANNEL, id, userId],
  );
  return id;
}
