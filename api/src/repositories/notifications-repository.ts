import type { Notification, NotificationsPage } from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp, pagedQuery } from './paging';

const NOTIFICATION_COLUMNS = `id::integer AS id, kind, title, body, link,
  ${isoTimestamp('created_at')} AS "createdAt",
  CASE WHEN read_at IS NULL THEN NULL ELSE ${isoTimestamp('read_at')} END AS "readAt"`;

/** The guest's own notifications only: every query is bounded by `user_id`. */
export function notificationsRepository(db: Db) {
  const unreadCount = async (userId: number): Promise<number> =>
    (
      await db.query<{ unread: number }>(
        'SELECT count(*)::integer AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL',
        [userId],
      )
    )[0]?.unread ?? 0;

  return {
    unreadCount,

    /** Unread first, then newest first. */
    async list(userId: number, page: { page: number; limit: number }): Promise<NotificationsPage> {
      const paged = await pagedQuery<Notification>(
        db,
        {
          count: 'SELECT count(*)::integer AS total FROM notifications WHERE user_id = $1',
          rows: `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1
                 ORDER BY (read_at IS NULL) DESC, id DESC`,
          params: [userId],
        },
        page,
      );
      const unread = await unreadCount(userId);
      return { ...paged, unread };
    },

    /** Marks one of the guest's notifications read (kept as first read); undefined when it is not theirs. */
    markRead: async (userId: number, id: number): Promise<Notification | undefined> =>
      (
        await db.query<Notification>(
          `UPDATE notifications SET read_at = COALESCE(read_at, now())
           WHERE id = $1 AND user_id = $2 RETURNING ${NOTIFICATION_COLUMNS}`,
          [id, userId],
        )
      )[0],

    async markAllRead(userId: number): Promise<void> {
      await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [
        userId,
      ]);
    },

    /** Everything, newest first (the data export). */
    all: (userId: number): Promise<Notification[]> =>
      db.query<Notification>(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY id DESC`,
        [userId],
      ),
  };
}
