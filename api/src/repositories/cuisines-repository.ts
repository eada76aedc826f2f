import type { Cuisine, PageQuery } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

export function cuisinesRepository(db: Db) {
  return {
    list: (query: PageQuery) =>
      pagedQuery<Cuisine>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM cuisines',
          rows: 'SELECT id, name, title, icon FROM cuisines ORDER BY position, id',
        },
        query,
      ),
  };
}
