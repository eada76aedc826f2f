import type { GuestMessage, MessageSender } from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp } from './paging';

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
