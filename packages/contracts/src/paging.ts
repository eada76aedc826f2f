import { z } from 'zod';

import { MAX_PAGE_LIMIT } from './rules/paging';

export { MAX_PAGE_LIMIT, PAGE_SIZE, type Paged, totalPages } from './rules/paging';

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

/** The back office's lists sort by one of their columns, either way round. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A list's sort and direction; without them, the list's first sort in `dir` order. */
export const sortQuery = <S extends readonly [string, ...string[]]>(
  sorts: S,
  dir: SortDirection = 'asc',
) => ({
  sort: z.enum(sorts, { error: `Sort by one of ${sorts.join(', ')}.` }).default(sorts[0]),
  dir: z.enum(SORT_DIRECTIONS, { error: 'Direction must be asc or desc.' }).default(dir),
});

/** A list's search: at most 100 characters. */
export const searchQuery = z.string().trim().max(100, 'Search at most 100 characters.').optional();
