import type { Faq, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

export function faqsRepository(db: Db) {
  return {
    list: (query: PageQuery) =>
      pagedQuery<Faq>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM faqs',
          rows: 'SELECT id, question, answer FROM faqs ORDER BY position, id',
        },
        query,
      ),
  };
}
