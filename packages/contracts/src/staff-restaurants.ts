import { z } from 'zod';
import { pagedSchema } from './paging';
import { MAX_PARTY_SIZE } from './restaurant-reservations';
import { isIsoDate } from './rules/bookings';

// ── Restaurants and their tables in the back office ─────────────────────────────────────

/** The most services one restaurant may have on one day (breakfast, lunch, dinner). */
export const MAX_SERVICES_A_DAY = 3;
export const TABLE_LABEL_MAX = 40;

export const STAFF_RESTAURANT_MESSAGES = {
  restaurantNotFound: 'Restaurant not found.',
  tableNotFound: 'This restaurant has no such table.',
  opens: 'Opening must be a time like 12:30.',
  closes: 'Closing must be a time like 15:30.',
  weekday: 'The weekday must be 1 (Monday) to 7 (Sunday).',
  closesAfterOpens: 'Closing must be after opening.',
  overlap: 'This service overlaps another one on the same day.',
  tooMany: `A day has at most ${MAX_SERVICES_A_DAY} services.`,
  label: 'Give the table a name, e.g. Jharokha 3.',
  labelTooLong: `A table's name can be at most ${TABLE_LABEL_MAX} characters.`,
  labelTaken: 'Another table already has this name.',
  seats: `Seats must be a whole number from 1 to ${MAX_PARTY_SIZE}.`,
  seatsBelowParty: 'A party confirmed at this table from today on is larger than that.',
  hasUpcoming:
    'This table has confirmed parties from today on: retire it once they have dined or been cancelled.',
  date: 'The date must be a real date like 2026-12-01.',
  hoursSaved: 'Opening hours saved.',
} as const;

/** 'HH:MM' on a 24-hour clock, as the hours are stored. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** How long a service lasts: it must hold at least one sitting, or it offers guests no time at all. */
export const serviceMinutes = (opens: string, closes: string): number => minutesOf(closes) - minutesOf(opens);

const idParam = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a positive whole number.` })
    .int(`The ${what} id must be a positive whole number.`)
    .min(1, `The ${what} id must be a positive whole number.`)
    .max(2_147_483_647, `The ${what} id must be a positive whole number.`);

export const staffRestaurantParamsSchema = z.object({ id: idParam('restaurant') });
export const staffRestaurantTableParamsSchema = staffRestaurantParamsSchema.extend({
  tableId: idParam('table'),
});

export const staffServiceSchema = z
  .object({
    weekday: z
      .number({ error: STAFF_RESTAURANT_MESSAGES.weekday })
      .int(STAFF_RESTAURANT_MESSAGES.weekday)
      .min(1, STAFF_RESTAURANT_MESSAGES.weekday)
      .max(7, STAFF_RESTAURANT_MESSAGES.weekday),
    opens: z.string({ error: STAFF_RESTAURANT_MESSAGES.opens }).regex(TIME, STAFF_RESTAURANT_MESSAGES.opens),
    closes: z
      .string({ error: STAFF_RESTAURANT_MESSAGES.closes })
      .regex(TIME, STAFF_RESTAURANT_MESSAGES.closes),
  })
  .refine((service) => service.closes > service.opens, {
    message: STAFF_RESTAURANT_MESSAGES.closesAfterOpens,
    path: ['closes'],
  });
export type StaffService = z.infer<typeof staffServiceSchema>;

/** PUT /api/staff/restaurants/:id/hours: the whole week's services; a weekday without one is a closed day. */
export const staffRestaurantHoursRequestSchema = z
  .object({
    hours: z
      .array(staffServiceSchema, { error: 'Hours must be a list of services.' })
      .max(7 * MAX_SERVICES_A_DAY, STAFF_RESTAURANT_MESSAGES.tooMany),
  })
  .superRefine(({ hours }, context) => {
    hours.forEach((service, index) => {
      const sameDay = hours.filter((other) => other.weekday === service.weekday);
      if (sameDay.length > MAX_SERVICES_A_DAY && sameDay[MAX_SERVICES_A_DAY] === service)
        context.addIssue({
          code: 'custom',
          message: STAFF_RESTAURANT_MESSAGES.tooMany,
          path: ['hours', index, 'opens'],
        });
      const overlaps = hours.some(
        (other, at) =>
          at < index &&
          other.weekday === service.weekday &&
          other.opens < service.closes &&
          service.opens < other.closes,
      );
      if (overlaps)
        context.addIssue({
          code: 'custom',
          message: STAFF_RESTAURANT_MESSAGES.overlap,
          path: ['hours', index, 'opens'],
        });
    });
  });
export type StaffRestaurantHoursRequest = z.infer<typeof staffRestaurantHoursRequestSchema>;

/** POST /api/staff/restaurants/:id/tables and PUT …/tables/:tableId. */
export const staffTableInputSchema = z.object({
  label: z
    .string({ error: STAFF_RESTAURANT_MESSAGES.label })
    .trim()
    .min(1, STAFF_RESTAURANT_MESSAGES.label)
    .max(TABLE_LABEL_MAX, STAFF_RESTAURANT_MESSAGES.labelTooLong),
  seats: z
    .number({ error: STAFF_RESTAURANT_MESSAGES.seats })
    .int(STAFF_RESTAURANT_MESSAGES.seats)
    .min(1, STAFF_RESTAURANT_MESSAGES.seats)
    .max(MAX_PARTY_SIZE, STAFF_RESTAURANT_MESSAGES.seats),
});
export type StaffTableInput = z.infer<typeof staffTableInputSchema>;

export const staffRestaurantTableSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  seats: z.number().int(),
  /** Confirmed requests on this table from now on: while there are any, it cannot be retired. */
  upcoming: z.number().int(),
});
export type StaffRestaurantTable = z.infer<typeof staffRestaurantTableSchema>;

// ── A restaurant's tables, a page at a time ────────────────────────────────────────────────────────────────

export const STAFF_TABLES_PAGE_SIZE = 10;
export const STAFF_TABLE_SORTS = ['label', 'seats', 'upcoming'] as const;
export type StaffTableSort = (typeof STAFF_TABLE_SORTS)[number];

/** GET /api/staff/restaurants/:id/tables: tables in service whose name contains `search`, sorted, paged. */
export const staffRestaurantTablesQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(TABLE_LABEL_MAX, `Search can be at most ${TABLE_LABEL_MAX} characters.`)
    .optional(),
  sort: z.enum(STAFF_TABLE_SORTS, { error: 'Sort must be label, seats or upcoming.' }).default('label'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc.' }).default('asc'),
  page: z.coerce
    .number({ error: 'page must be a whole number of at least 1.' })
    .int('page must be a whole number of at least 1.')
    .min(1, 'page must be a whole number of at least 1.')
    .default(1),
});
/** The query as the back office sends it. */
export interface StaffRestaurantTablesQuery {
  search?: string | undefined;
  sort?: StaffTableSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
}

export const staffRestaurantTablesResponseSchema = pagedSchema(staffRestaurantTableSchema);
export type StaffRestaurantTablesResponse = z.infer<typeof staffRestaurantTablesResponseSchema>;

export const staffRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cuisine: z.string(),
  /** How long a sitting lasts: a service is cut into sittings of this length. */
  slot_minutes: z.number().int(),
  hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
  /** Tables in service, by name. */
  tables: z.array(staffRestaurantTableSchema),
});
export type StaffRestaurant = z.infer<typeof staffRestaurantSchema>;

export const staffRestaurantsResponseSchema = z.object({ restaurants: z.array(staffRestaurantSchema) });
export type StaffRestaurantsResponse = z.infer<typeof staffRestaurantsResponseSchema>;

// ── A restaurant's day ───────────────────────────────────────────────────────────────────────────────────

export const staffRestaurantDayQuerySchema = z.object({
  date: z
    .string({ error: STAFF_RESTAURANT_MESSAGES.date })
    .refine(isIsoDate, STAFF_RESTAURANT_MESSAGES.date)
    .optional(),
});

export const staffDayRequestSchema = z.object({
  id: z.number().int(),
  /** 'HH:MM', when the party sits. */
  time: z.string(),
  party_size: z.number().int(),
  /** The name the guest gave with the request. */
  guest_name: z.string(),
});
export type StaffDayRequest = z.infer<typeof staffDayRequestSchema>;

/** GET /api/staff/restaurants/:id/day: each table with its confirmed parties, and the requests still pending. */
export const staffRestaurantDaySchema = z.object({
  restaurant: z.object({ id: z.number().int(), name: z.string(), slot_minutes: z.number().int() }),
  date: z.string(),
  /** The day's sittings from its opening hours, plus any other time a request holds; empty on a closed day. */
  sittings: z.array(z.string()),
  closed: z.boolean(),
  tables: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      seats: z.number().int(),
      /** A retired table still shows the parties it held that day. */
      retired: z.boolean(),
      requests: z.array(staffDayRequestSchema),
    }),
  ),
  pending: z.array(staffDayRequestSchema),
});
export type StaffRestaurantDay = z.infer<typeof staffRestaurantDaySchema>;
