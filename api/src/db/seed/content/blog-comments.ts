import type { Db } from '../../db';

/** Approved comments on the sample blog posts, so that a post shows what staff let through. */
export const blogComments = [
  {
    post: 'a-morning-at-amber-fort',
    name: 'Meenakshi Rao',
    email: 'meenakshi.rao@example.in',
    comment: 'We followed this advice to the minute and had the Sheesh Mahal almost to ourselves. Thank you!',
    created_at: '2026-01-20T09:12:00Z',
  },
  {
    post: 'a-morning-at-amber-fort',
    name: 'Daniel Weber',
    email: 'daniel.weber@example.de',
    comment:
      'The walk up through the Sun Gate is worth every step. Breakfast afterwards was the perfect reward.',
    created_at: '2026-02-02T17:40:00Z',
  },
  {
    post: 'the-secrets-of-laal-maas',
    name: 'Kavya Nair',
    email: 'kavya.nair@example.in',
    comment: 'I tried the dhungar trick at home and the smoke made all the difference.',
    created_at: '2026-02-11T13:05:00Z',
  },
  {
    post: 'monsoon-in-jaipur',
    name: 'Olivia Brown',
    email: 'olivia.brown@example.co.uk',
    comment: 'Visited in August: green hills, empty forts and the best ghevar of my life.',
    created_at: '2026-05-03T08:30:00Z',
  },
];

export async function seedBlogComments(tx: Db): Promise<void> {
  for (const { post, ...comment } of blogComments) {
    await tx.query(
      `INSERT INTO blog_comments (page_id, name, email, comment, status, created_at)
       SELECT id, $2, $3, $4, 'approved', $5 FROM pages WHERE slug = $1`,
      [post, comment.name, comment.email, comment.comment, comment.created_at],
    );
  }
}
