import type { AdminFeedback, Feedback, FeedbackStatus, FeedbackType, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp, pagedQuery, PUBLIC_REPLY_COLUMNS } from './paging';

export interface NewFeedback {
  userId: number | null;
  name: string;
  email: string;
  message: string;
  rating: number;
  type: FeedbackType;
  /** Pending (the default: staff publish it) or, for feedback staff write themselves, Active. */
  status: FeedbackStatus;
}

interface FeedbackRow {
  _id: number;
  name: string;
  user_id: number | null;
  comment: string;
  type: string;
  created_at: string;
  updated_at: string;
  rating: number;
  status: Feedback['feedback_status'];
  reply_text: string | null;
  reply_at: string | null;
}

const SELECT_FEEDBACK = `
  SELECT id AS _id, name, user_id, comment, type, rating, status,
         ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at,
         ${PUBLIC_REPLY_COLUMNS}
  FROM feedback`;
const NEWEST_FIRST = 'ORDER BY feedback.created_at DESC, feedback.id DESC';
const ADMIN_COLUMNS = `id, user_id, name, email, comment, rating, type, status, ${isoTimestamp('created_at')} AS created_at`;

/** SPEC §3's shape: the comment, type and timestamps inside feedback_info. */
const toFeedback = (row: FeedbackRow): Feedback => ({
  _id: row._id,
  name: row.name,
  feedback_info: {
    user_id: row.user_id,
    feedback_comment: row.comment,
    type: row.type,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  },
  feedback_star: row.rating,
  feedback_status: row.status,
  ...(row.reply_text !== null && row.reply_at !== null
    ? { reply: { text: row.reply_text, replied_at: row.reply_at } }
    : {}),
});

export function feedbackRepository(db: Db) {
  return {
    create: async (feedback: NewFeedback): Promise<Feedback> => {
      const [created] = await db.query<{ id: number }>(
        `INSERT INTO feedback (user_id, name, email, comment, rating, type, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          feedback.userId,
          feedback.name,
          feedback.email,
          feedback.message,
          feedback.rating,
          feedback.type,
          feedback.status,
        ],
      );
      const [row] = await db.query<FeedbackRow>(`${SELECT_FEEDBACK} WHERE id = $1`, [created?.id]);
      if (!row) throw new Error('The feedback was not saved');
      return toFeedback(row);
    },

    /** One page of the feedback the public sees (Active only), newest first, without the authors' accounts. */
    listActive: async (query: PageQuery) => {
      const page = await pagedQuery<FeedbackRow>(
        db,
        {
          count: "SELECT count(*)::int AS total FROM feedback WHERE status = 'Active'",
          rows: `${SELECT_FEEDBACK} WHERE status = 'Active' ${NEWEST_FIRST}`,
        },
        query,
      );
      return { data: page.data.map((row) => toFeedback({ ...row, user_id: null })), total: page.total };
    },

    /** Everything a guest has written, whatever its status, newest first. */
    listForUser: async (userId: number): Promise<Feedback[]> =>
      (await db.query<FeedbackRow>(`${SELECT_FEEDBACK} WHERE user_id = $1 ${NEWEST_FIRST}`, [userId])).map(
        toFeedback,
      ),

    /** Every piece of feedback, or those of one status, newest first, for staff to moderate. */
    listForStaff: (query: PageQuery, status?: FeedbackStatus) => {
      const where = status ? 'WHERE status = $1' : '';
      return pagedQuery<AdminFeedback>(
        db,
        {
          count: `SELECT count(*)::int AS total FROM feedback ${where}`,
          rows: `SELECT ${ADMIN_COLUMNS} FROM feedback ${where} ${NEWEST_FIRST}`,
          params: status ? [status] : [],
        },
        query,
      );
    },

    setStatus: async (id: number, status: FeedbackStatus): Promise<AdminFeedback | undefined> =>
      (
        await db.query<AdminFeedback>(
          `UPDATE feedback SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${ADMIN_COLUMNS}`,
          [id, status],
        )
      )[0],

    delete: async (id: number): Promise<boolean> =>
      (await db.query('DELETE FROM feedback WHERE id = $1 RETURNING id', [id])).length > 0,
  };
}
