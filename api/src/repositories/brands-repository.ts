import type { Brand, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

export function brandsRepository(db: Db) {
  return {
    list: (query: PageQuery) =>
      pagedQuery<Brand>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM brands',
          rows: 'SELECT id, name, logo FROM brands ORDER BY position, id',
        },
        query,
      ),
  };
}
