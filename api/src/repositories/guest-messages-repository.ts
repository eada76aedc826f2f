import type { GuestMessage, MessageSender, PageQuery, StaffConversations } from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp, pagedQuery } from './paging';

const MESSAGE_COLUMNS = `id, sender, body, ${isoTimestamp('created_at')} AS "createdAt",
  CASE WHEN read_at IS NULL THEN NULL ELSE ${isoTimestamp('read_at')} END AS "readAt"`;

export interface MessageRecipient {
  id: number;
  name: string;
  email: string;
}

/** A guest's conversation with the hotel. */
export function guestMessagesRepository(db: Db) {
  return {
    /** The whole conversation, oldest first. */
    conversation: (userId: number): Promise<GuestMessage[]> =>
      db.query<GuestMessage>(`SELECT ${MESSAGE_COLUMNS} FROM guest_messages WHERE user_id = $1 ORDER BY id`, [
        userId,
      ]),

    /**
     * Marks the hotel's replies read, as the guest opens the conversation, and with them the notifications
     * that announced them: the guest has seen what they pointed at.
     */
    markRepliesRead: (userId: number): Promise<void> =>
      db.transaction(async (tx) => {
        await tx.query(
          `UPDATE guest_messages SET read_at = now() WHERE user_id = $1 AND sender = 'hotel' AND read_at IS NULL`,
          [userId],
        );
        await tx.query(
          `UPDATE notifications SET read_at = now()
           WHERE user_id = $1 AND kind = 'message.reply' AND read_at IS NULL`,
          [userId],
        );
      }),

    /** Staff: the guests who wrote, the conversation with the latest message first. */
    /** Newest conversation first; with `q`, only guests whose name or email holds it. */
    async conversations(page: PageQuery & { q?: string | undefined }): Promise<StaffConversations> {
      const search = page.q ? `%${page.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const guestMatches = search ? 'WHERE (u.name ILIKE $1 OR u.email ILIKE $1)' : '';
      const paged = await pagedQuery<StaffConversations['data'][number]>(
        db,
        {
          count: search
            ? `SELECT count(*)::integer AS total FROM users u
               WHERE EXISTS (SELECT 1 FROM guest_messages m WHERE m.user_id = u.id)
                 AND (u.name ILIKE $1 OR u.email ILIKE $1)`
            : 'SELECT count(DISTINCT user_id)::integer AS total FROM guest_messages',
          rows: `SELECT u.id AS "userId", u.name, u.email, last.body AS "lastMessage",
                   ${isoTimestamp('last.created_at')} AS "lastMessageAt",
                   (SELECT count(*)::integer FROM guest_messages g
                    WHERE g.user_id = u.id AND g.sender = 'guest' AND g.read_at IS NULL) AS unread
                 FROM users u
                 JOIN LATERAL (SELECT body, created_at, id FROM guest_messages m WHERE m.user_id = u.id
                               ORDER BY m.id DESC LIMIT 1) last ON true
                 ${guestMatches}
                 ORDER BY last.id DESC`,
          params: search ? [search] : [],
        },
        page,
      );
      return paged;
    },

    /** Staff opened the conversation: the guest's messages are read. */
    async markGuestMessagesRead(userId: number): Promise<void> {
      await db.query(
        `UPDATE guest_messages SET read_at = now() WHERE user_id = $1 AND sender = 'guest' AND read_at IS NULL`,
        [userId],
      );
    },

    /** A guest still able to receive a reply (not deleted). */
    findGuest: async (userId: number): Promise<MessageRecipient | undefined> =>
      (
        await db.query<MessageRecipient>(
          'SELECT id, name, email FROM users WHERE id = $1 AND deleted_at IS NULL',
          [userId],
        )
      )[0],

    /**
     * Stores a message; `alongside` runs in the same transaction (a reply's notification and mail exist
     * exactly when the reply does).
     */
    add: (
      userId: number,
      sender: MessageSender,
      body: string,
      staffId: number | null,
      alongside?: (tx: Db) => Promise<void>,
    ): Promise<GuestMessage> =>
      db.transaction(async (tx) => {
        const [message] = await tx.query<GuestMessage>(
          `INSERT INTO guest_messages (user_id, sender, body, staff_id) VALUES ($1, $2, $3, $4)
           RETURNING ${MESSAGE_COLUMNS}`,
          [userId, sender, body, staffId],
        );
        if (!message) throw new Error('The message was not stored.');
        await alongside?.(tx);
        return message;
      }),
  };
}
