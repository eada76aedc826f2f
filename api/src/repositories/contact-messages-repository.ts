import type { AdminContactMessage, ContactSubject, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp, pagedQuery } from './paging';

export interface NewContactMessage {
  subject: ContactSubject;
  name: string;
  email: string;
  number: string;
  message: string;
  status: string;
}

export function contactMessagesRepository(db: Db) {
  return {
    async create(message: NewContactMessage): Promise<{ id: number }> {
      const [created] = await db.query<{ id: number }>(
        `INSERT INTO contact_messages (subject, name, email, number, message, status)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [message.subject, message.name, message.email, message.number, message.message, message.status],
      );
      if (!created) throw new Error('The contact message was not saved');
      return created;
    },

    /** Newest first, for staff. */
    list: (query: PageQuery) =>
      pagedQuery<AdminContactMessage>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM contact_messages',
          rows: `SELECT id, subject, name, email, number, message, status,
                   ${isoTimestamp('created_at')} AS created_at
                 FROM contact_messages ORDER BY created_at DESC, id DESC`,
        },
        query,
      ),
  };
}
