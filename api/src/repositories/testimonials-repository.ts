import type { PageQuery, Testimonial } from '@haveli/contracts';
import type { Db } from '../db/db';
import { pagedQuery } from './paging';

export function testimonialsRepository(db: Db) {
  return {
    list: (query: PageQuery) =>
      pagedQuery<Testimonial>(
        db,
        {
          count: 'SELECT count(*)::int AS total FROM testimonials',
          rows: `SELECT id, testimonial, profile_images AS "profileImages", title, designation, stars
                 FROM testimonials ORDER BY position, id`,
        },
        query,
      ),
  };
}
