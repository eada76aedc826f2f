/** Largest page a client may ask for; bigger limits are refused with 400. */
export const MAX_PAGE_LIMIT = 100;

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
