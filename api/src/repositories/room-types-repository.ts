import type { PageQuery, RoomType } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

export function roomTypesRepository(db: Db) {
  return {
    list: (query: PageQuery) =>
      pagedQuery<RoomType>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM room_types',
          rows: `SELECT id, image, title, room_type, short_desc, room_base_price, amenities
            FROM room_types ORDER BY position, id`,
        },
        query,
      ),
  };
}
