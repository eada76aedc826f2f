import {
  PAGE_CATEGORY_IDS,
  type AdminBlogComment,
  type BlogComment,
  type CommentStatus,
  type PageQuery,
  type Paged,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import {
  isoTimestamp,
  pagedQuery,
  PUBLIC_REPLY_COLUMNS,
  type PublicReplyColumns,
  withPublicReply,
} from './paging';

export interface NewBlogComment {
  name: string;
  email: string;
  comment: string;
}

const BLOG_POST_BY_SLUG = `SELECT id FROM pages WHERE slug = $1 AND category_id = ${PAGE_CATEGORY_IDS.blog}`;

const ADMIN_COLUMNS = `bc.id, p.slug AS post_slug, p.title AS post_title, bc.name, bc.email, bc.comment, bc.status,
  ${isoTimestamp('bc.created_at')} AS created_at`;
const ADMIN_FROM = 'blog_comments bc JOIN pages p ON p.id = bc.page_id';

export function blogCommentsRepository(db: Db) {
  return {
    /** Stores a comment awaiting approval; false when no blog post has this slug. */
    async create(slug: string, comment: NewBlogComment): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO blog_comments (page_id, name, email, comment)
         SELECT id, $2, $3, $4 FROM (${BLOG_POST_BY_SLUG}) AS post
         RETURNING id`,
        [slug, comment.name, comment.email.toLowerCase(), comment.comment],
      );
      return rows.length > 0;
    },

    /** The approved comments of a post, oldest first; undefined when no blog post has this slug. */
    async listApproved(slug: string, query: PageQuery): Promise<Paged<BlogComment> | undefined> {
      const [post] = await db.query<{ id: number }>(BLOG_POST_BY_SLUG, [slug]);
      if (!post) return undefined;
      const page = await pagedQuery<Omit<BlogComment, 'reply'> & PublicReplyColumns>(
        db,
        {
          count: `SELECT count(*)::int AS total FROM blog_comments WHERE page_id = $1 AND status = 'approved'`,
          rows: `SELECT id, name, comment, ${isoTimestamp('created_at')} AS created_at, ${PUBLIC_REPLY_COLUMNS}
                 FROM blog_comments WHERE page_id = $1 AND status = 'approved' ORDER BY created_at, id`,
          params: [post.id],
        },
        query,
      );
      return { ...page, data: page.data.map(withPublicReply) };
    },

    /** Every comment, or those of one status, newest first, for staff to approve. */
    listAll: (query: PageQuery, status?: CommentStatus) => {
      const where = status ? 'WHERE bc.status = $1' : '';
      return pagedQuery<AdminBlogComment>(
        db,
        {
          count: `SELECT count(*)::int AS total FROM blog_comments bc ${where}`,
          rows: `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} ${where} ORDER BY bc.created_at DESC, bc.id DESC`,
          params: status ? [status] : [],
        },
        query,
      );
    },

    async setStatus(id: number, status: CommentStatus): Promise<AdminBlogComment | undefined> {
      return db.transaction(async (tx) => {
        const updated = await tx.query('UPDATE blog_comments SET status = $2 WHERE id = $1 RETURNING id', [
          id,
          status,
        ]);
        if (updated.length === 0) return undefined;
        const [comment] = await tx.query<AdminBlogComment>(
          `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE bc.id = $1`,
          [id],
        );
        return comment;
      });
    },

    async delete(id: number): Promise<boolean> {
      return (await db.query('DELETE FROM blog_comments WHERE id = $1 RETURNING id', [id])).length > 0;
    },
  };
}
