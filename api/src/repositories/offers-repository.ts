import type { Offer, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

export function offersRepository(db: Db) {
  return {
    list: (query: PageQuery) =>
      pagedQuery<Offer>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM offers WHERE active',
          rows: `SELECT id, offer_title, offer_coupon, offer_type, offer_value, image, short_desc
                 FROM offers WHERE active ORDER BY position, id`,
        },
        query,
      ),
  };
}
