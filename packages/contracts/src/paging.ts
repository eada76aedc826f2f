import { z } from 'zod';

/** Largest page a client may ask for; bigger limits are refused with 400. */
export const MAX_PAGE_LIMIT = 100;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number of at least 1.' })
    .int('page must be a whole number of at least 1.')
    .min(1, 'page must be a whole number of at least 1.')
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`)
    .max(MAX_PAGE_LIMIT, `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`)
    .default(5),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });
export interface Paged<T> {
  data: T[];
  total: number;
}

/** SPEC §4: total pages = ceil(total / page size), and at least one page. */
export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** SPEC §9 page sizes. */
export const PAGE_SIZE = {
  blog: 3,
  testimonials: 5,
  rooms: 5,
  offers: 5,
  cuisine: 5,
  faq: 5,
  pages: 5,
  team: 5,
  menu: 5,
  bookings: 3,
  feedback: 3,
  dashboardFeedback: 2,
} as const;
