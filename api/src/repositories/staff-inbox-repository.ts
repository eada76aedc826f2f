import type {
  ApplicationSort,
  ApplicationStatus,
  CareerApplicationsResponse,
  CommentStatus,
  ContactMessagesResponse,
  ContactSort,
  ContactState,
  FeedbackStatus,
  ModerationComment,
  ModerationCommentsResponse,
  ModerationFeedback,
  ModerationFeedbackResponse,
  ModerationSort,
  StaffCareerApplication,
  StaffContactMessage,
  StaffListQuery,
  StaffReply,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp } from './paging';

type Query<Status extends string, Sort extends string> = StaffListQuery<Status, Sort> & {
  page: number;
  limit: number;
};

/** A search typed by staff, matched anywhere in the columns, its wildcards taken literally. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

interface ReplyColumns {
  reply_text: string | null;
  replied_at: string | null;
  replied_by_name: string | null;
}

const replyOf = (row: ReplyColumns): StaffReply | null =>
  row.reply_text === null || row.replied_at === null
    ? null
    : { text: row.reply_text, replied_at: row.replied_at, replied_by: row.replied_by_name };

const withoutReplyColumns = <T extends ReplyColumns>(row: T) => {
  const { reply_text: _text, replied_at: _at, replied_by_name: _by, ...rest } = row;
  return { ...rest, reply: replyOf(row) };
};

/** The SQL of the reply columns of `alias`, its author's name from `author` (a LEFT JOIN on users). */
const replyColumns = (alias: string, author: string) =>
  `${alias}.reply AS reply_text, ${isoTimestamp(`${alias}.replied_at`)} AS replied_at,
   ${author}.name AS replied_by_name`;

interface ListSql {
  from: string;
  columns: string;
  /** Conditions joined with AND, each using `$n` parameters numbered from 1 in `params`' order. */
  where: string[];
  params: unknown[];
  orderBy: string;
  /** Counted over the whole table, whatever the filters: what still waits for staff. */
  waiting: string;
}

async function listPage<T>(db: Db, sql: ListSql, { page, limit }: { page: number; limit: number }) {
  const where = sql.where.length > 0 ? `WHERE ${sql.where.join(' AND ')}` : '';
  const [counted] = await db.query<{ total: number; waiting: number }>(
    `SELECT (SELECT count(*)::int FROM ${sql.from} ${where}) AS total, (${sql.waiting}) AS waiting`,
    sql.params,
  );
  const total = counted?.total ?? 0;
  const offset = (page - 1) * limit;
  const data =
    offset >= total
      ? []
      : await db.query<T>(
          `SELECT ${sql.columns} FROM ${sql.from} ${where} ORDER BY ${sql.orderBy}
           LIMIT $${sql.params.length + 1} OFFSET $${sql.params.length + 2}`,
          [...sql.params, limit, offset],
        );
  return { data, total, waiting: counted?.waiting ?? 0 };
}

/** The filters every list shares: a search over `searched` columns. */
function searchOf(q: string | undefined, searched: string[], where: string[], params: unknown[]) {
  if (!q) return;
  params.push(likePattern(q));
  where.push(`(${searched.map((column) => `${column} ILIKE $${params.length}`).join(' OR ')})`);
}

const direction = (dir: 'asc' | 'desc' | undefined, fallback: 'ASC' | 'DESC') =>
  dir ? (dir === 'asc' ? 'ASC' : 'DESC') : fallback;

/** Pending first (the default), or by date or name; newest first among equals. */
function moderationOrder(alias: string, pending: string, query: StaffListQuery<string, ModerationSort>) {
  const newest = `${alias}.created_at DESC, ${alias}.id DESC`;
  switch (query.sort) {
    case 'created_at':
      return `${alias}.created_at ${direction(query.dir, 'DESC')}, ${alias}.id ${direction(query.dir, 'DESC')}`;
    case 'name':
      return `lower(${alias}.name) ${direction(query.dir, 'ASC')}, ${newest}`;
    default:
      return `(${alias}.status = '${pending}') ${query.dir === 'desc' ? 'ASC' : 'DESC'}, ${newest}`;
  }
}

export type ReplyTarget = 'blog_comments' | 'feedback';

const COMMENT_FROM =
  'blog_comments bc JOIN pages p ON p.id = bc.page_id LEFT JOIN users author ON author.id = bc.replied_by';
const COMMENT_COLUMNS = `bc.id, p.slug AS post_slug, p.title AS post_title, bc.name, bc.email, bc.comment,
  bc.status, ${isoTimestamp('bc.created_at')} AS created_at, ${replyColumns('bc', 'author')}`;
const FEEDBACK_FROM = 'feedback f LEFT JOIN users author ON author.id = f.replied_by';
const FEEDBACK_COLUMNS = `f.id, f.name, f.email, f.comment, f.rating, f.type, f.status,
  ${isoTimestamp('f.created_at')} AS created_at, ${replyColumns('f', 'author')}`;
const CONTACT_FROM = `contact_messages m LEFT JOIN users author ON author.id = m.replied_by
  LEFT JOIN users handler ON handler.id = m.handled_by`;
const CONTACT_COLUMNS = `m.id, m.subject, m.name, m.email, m.number, m.message,
  ${isoTimestamp('m.created_at')} AS created_at, ${isoTimestamp('m.handled_at')} AS handled_at,
  handler.name AS handled_by, ${replyColumns('m', 'author')}`;
const APPLICATION_FROM = 'career_applications a JOIN pages p ON p.id = a.page_id';
const APPLICATION_COLUMNS = `a.id, a.page_id AS posting_id, p.title AS posting_title, a.name, a.email, a.phone,
  a.resume_name, a.resume_type, a.resume_size, a.status, ${isoTimestamp('a.created_at')} AS created_at`;

type CommentRow = Omit<ModerationComment, 'reply'> & ReplyColumns;
type FeedbackRow = Omit<ModerationFeedback, 'reply'> & ReplyColumns;
type ContactRow = Omit<StaffContactMessage, 'reply'> & ReplyColumns;

export function staffInboxRepository(db: Db) {
  return {
    moderationComments: async (
      query: Query<CommentStatus, ModerationSort>,
    ): Promise<ModerationCommentsResponse> => {
      const where: string[] = [];
      const params: unknown[] = [];
      if (query.status) {
        params.push(query.status);
        where.push(`bc.status = $${params.length}`);
      }
      searchOf(query.q, ['bc.name', 'bc.email', 'bc.comment', 'p.title'], where, params);
      const page = await listPage<CommentRow>(
        db,
        {
          from: COMMENT_FROM,
          columns: COMMENT_COLUMNS,
          where,
          params,
          orderBy: moderationOrder('bc', 'pending', query),
          waiting: "SELECT count(*)::int FROM blog_comments WHERE status = 'pending'",
        },
        query,
      );
      return { ...page, data: page.data.map(withoutReplyColumns) };
    },

    moderationFeedback: async (
      query: Query<FeedbackStatus, ModerationSort>,
    ): Promise<ModerationFeedbackResponse> => {
      const where: string[] = [];
      const params: unknown[] = [];
      if (query.status) {
        params.push(query.status);
        where.push(`f.status = $${params.length}`);
      }
      searchOf(query.q, ['f.name', 'f.email', 'f.comment'], where, params);
      const page = await listPage<FeedbackRow>(
        db,
        {
          from: FEEDBACK_FROM,
          columns: FEEDBACK_COLUMNS,
          where,
          params,
          orderBy: moderationOrder('f', 'Pending', query),
          waiting: "SELECT count(*)::int FROM feedback WHERE status = 'Pending'",
        },
        query,
      );
      return { ...page, data: page.data.map(withoutReplyColumns) };
    },

    /**
     * Sets (or, with null, removes) the hotel's public reply under a review; the reply before, or undefined
     * when there is no such review.
     */
    setReply: async (
      table: ReplyTarget,
      id: number,
      text: string | null,
      actor: number,
    ): Promise<{ before: string | null } | undefined> => {
      const [row] = await db.query<{ reply: string | null }>(
        `SELECT reply FROM ${table} WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) return undefined;
      await db.query(
        text === null
          ? `UPDATE ${table} SET reply = NULL, replied_at = NULL, replied_by = NULL WHERE id = $1`
          : `UPDATE ${table} SET reply = $2, replied_at = now(), replied_by = $3 WHERE id = $1`,
        text === null ? [id] : [id, text, actor],
      );
      return { before: row.reply };
    },

    contactMessages: async (query: Query<ContactState, ContactSort>): Promise<ContactMessagesResponse> => {
      const where: string[] = [];
      const params: unknown[] = [];
      if (query.status)
        where.push(query.status === 'open' ? 'm.handled_at IS NULL' : 'm.handled_at IS NOT NULL');
      searchOf(query.q, ['m.name', 'm.email', 'm.message', 'm.number'], where, params);
      const newest = 'm.created_at DESC, m.id DESC';
      const orderBy =
        query.sort === 'name'
          ? `lower(m.name) ${direction(query.dir, 'ASC')}, ${newest}`
          : query.sort === 'subject'
            ? `m.subject ${direction(query.dir, 'ASC')}, ${newest}`
            : query.sort === 'created_at'
              ? `m.created_at ${direction(query.dir, 'DESC')}, m.id ${direction(query.dir, 'DESC')}`
              : `(m.handled_at IS NULL) DESC, ${newest}`;
      const page = await listPage<ContactRow>(
        db,
        {
          from: CONTACT_FROM,
          columns: CONTACT_COLUMNS,
          where,
          params,
          orderBy,
          waiting: 'SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL',
        },
        query,
      );
      return { ...page, data: page.data.map(withoutReplyColumns) };
    },

    /** The message's sender, locked for the change; undefined when there is no such message. */
    lockContactMessage: async (id: number) =>
      (
        await db.query<{ name: string; email: string; message: string; handled_at: string | null }>(
          `SELECT name, email, message, ${isoTimestamp('handled_at')} AS handled_at
           FROM contact_messages WHERE id = $1 FOR UPDATE`,
          [id],
        )
      )[0],

    /** Marks a message handled by `actor` (kept as it was when it already is). */
    markHandled: async (id: number, actor: number) => {
      await db.query(
        `UPDATE contact_messages SET handled_at = coalesce(handled_at, now()),
           handled_by = CASE WHEN handled_at IS NULL THEN $2 ELSE handled_by END
         WHERE id = $1`,
        [id, actor],
      );
    },

    recordMailReply: async (id: number, text: string, actor: number) => {
      await db.query(
        'UPDATE contact_messages SET reply = $2, replied_at = now(), replied_by = $3 WHERE id = $1',
        [id, text, actor],
      );
    },

    careerApplications: async (
      query: Query<ApplicationStatus, ApplicationSort>,
    ): Promise<CareerApplicationsResponse> => {
      const where: string[] = [];
      const params: unknown[] = [];
      if (query.status) {
        params.push(query.status);
        where.push(`a.status = $${params.length}`);
      }
      searchOf(query.q, ['a.name', 'a.email', 'a.phone', 'p.title'], where, params);
      const newest = 'a.created_at DESC, a.id DESC';
      const orderBy =
        query.sort === 'name'
          ? `lower(a.name) ${direction(query.dir, 'ASC')}, ${newest}`
          : query.sort === 'status'
            ? `array_position(ARRAY['received','shortlisted','interviewing','offered','declined'], a.status)
               ${direction(query.dir, 'ASC')}, ${newest}`
            : query.sort === 'posting'
              ? `lower(p.title) ${direction(query.dir, 'ASC')}, ${newest}`
              : `a.created_at ${direction(query.dir, 'DESC')}, a.id ${direction(query.dir, 'DESC')}`;
      return listPage<StaffCareerApplication>(
        db,
        {
          from: APPLICATION_FROM,
          columns: APPLICATION_COLUMNS,
          where,
          params,
          orderBy,
          waiting: "SELECT count(*)::int FROM career_applications WHERE status = 'received'",
        },
        query,
      );
    },

    /** Moves an application on; its status before, or undefined when there is no such application. */
    setApplicationStatus: async (id: number, status: ApplicationStatus) => {
      const [row] = await db.query<{ status: ApplicationStatus }>(
        'SELECT status FROM career_applications WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!row) return undefined;
      await db.query('UPDATE career_applications SET status = $2 WHERE id = $1', [id, status]);
      return { before: row.status };
    },

    findApplication: async (id: number) =>
      (
        await db.query<StaffCareerApplication>(
          `SELECT ${APPLICATION_COLUMNS} FROM ${APPLICATION_FROM} WHERE a.id = $1`,
          [id],
        )
      )[0],

    findComment: async (id: number): Promise<ModerationComment | undefined> => {
      const [row] = await db.query<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM ${COMMENT_FROM} WHERE bc.id = $1`,
        [id],
      );
      return row && withoutReplyColumns(row);
    },

    findFeedback: async (id: number): Promise<ModerationFeedback | undefined> => {
      const [row] = await db.query<FeedbackRow>(
        `SELECT ${FEEDBACK_COLUMNS} FROM ${FEEDBACK_FROM} WHERE f.id = $1`,
        [id],
      );
      return row && withoutReplyColumns(row);
    },

    findContactMessage: async (id: number): Promise<StaffContactMessage | undefined> => {
      const [row] = await db.query<ContactRow>(
        `SELECT ${CONTACT_COLUMNS} FROM ${CONTACT_FROM} WHERE m.id = $1`,
        [id],
      );
      return row && withoutReplyColumns(row);
    },
  };
}
