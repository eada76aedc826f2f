import {
  PAGE_CATEGORY_IDS,
  type CategoryPage,
  type Page,
  type PageCategory,
  type PageQuery,
} from '@haveli/contracts';
import type { Db } from '../db/db';
import { isoTimestamp, pagedQuery } from './paging';

const PAGE_COLUMNS = `p.id, c.slug AS category, p.title, p.slug, p.short_desc, p.description,
  p.image AS "profileImages", p.image, ${isoTimestamp('p.created_at')} AS created_at`;
const PAGES = 'pages p JOIN page_categories c ON c.id = p.category_id';
const IN_CATEGORY = '($1::text IS NULL OR c.slug = $1)';

/** What each category's records look like on web/page/cat/{categoryId} (SPEC §3 field names). */
const CATEGORY_LISTS: Record<PageCategory, string> = {
  blog: `SELECT p.id, c.slug AS category, p.slug, p.title, p.short_desc, p.image,
           ${isoTimestamp('p.created_at')} AS created_at
         FROM ${PAGES} WHERE p.category_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
  team: `SELECT p.id, c.slug AS category, p.slug, p.title, p.designation, p.image AS "profileImages", p.email
         FROM ${PAGES} WHERE p.category_id = $1 ORDER BY p.position, p.id`,
  rewards: `SELECT p.id, c.slug AS category, p.slug, p.title AS reward_title, p.description AS reward_description,
              p.image, coalesce(p.discount, 0) AS discount
            FROM ${PAGES} WHERE p.category_id = $1 ORDER BY p.position, p.id`,
  careers: `SELECT p.id, c.slug AS category, p.slug, p.images, p.title, p.subtitle, p.short_desc, p.description
            FROM ${PAGES} WHERE p.category_id = $1 ORDER BY p.position, p.id`,
  cms: `SELECT ${PAGE_COLUMNS} FROM ${PAGES} WHERE p.category_id = $1 ORDER BY p.position, p.id`,
};

export function pagesRepository(db: Db) {
  return {
    list: (query: PageQuery, category?: PageCategory) =>
      pagedQuery<Page>(
        db,
        {
          count: `SELECT count(*)::int AS total FROM ${PAGES} WHERE ${IN_CATEGORY}`,
          rows: `SELECT ${PAGE_COLUMNS} FROM ${PAGES} WHERE ${IN_CATEGORY} ORDER BY p.id`,
          params: [category ?? null],
        },
        query,
      ),

    async findBySlug(slug: string): Promise<Page | undefined> {
      const [page] = await db.query<Page>(`SELECT ${PAGE_COLUMNS} FROM ${PAGES} WHERE p.slug = $1`, [slug]);
      return page;
    },

    listByCategory: (category: PageCategory) =>
      db.query<CategoryPage>(CATEGORY_LISTS[category], [PAGE_CATEGORY_IDS[category]]),
  };
}
