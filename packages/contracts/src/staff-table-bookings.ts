import { z } from 'zod';
import { requiredText } from './account';
import { MAX_PARTY_SIZE, RESTAURANT_RESERVATION_STATUSES } from './restaurant-reservations';
import { isIsoDate } from './rules/bookings';

// ── Tables run by the front desk: phone and walk-in parties, the evening's service, closures ──────────────

export const TABLE_BOOKING_MESSAGES = {
  restaurantNotFound: 'Restaurant not found.',
  bookingNotFound: 'Table booking not found.',
  name: 'Name is required.',
  phone: 'Enter a phone number like +91 98290 12345.',
  email: 'Enter an email address like name@example.com.',
  date: 'The date must be a real date like 2026-12-01.',
  time: 'Choose one of the sittings of that day.',
  sittingOver: 'That sitting has already ended.',
  partySize: `Party size must be a whole number from 1 to ${MAX_PARTY_SIZE}.`,
  tableNotFound: 'Choose a table of this restaurant.',
  tableTooSmall: 'That table does not seat the whole party.',
  tableTaken: 'That table is already taken at this time.',
  tableNeeded: 'That table is needed for a pending request at this time. Choose another table.',
  tableClosed: 'That table is held at this time.',
  noFreeTable: 'No free table seats the party at this time.',
  notConfirmed: 'Only a confirmed party can be seated, marked a no-show or cancelled.',
  notHolding: 'Only a confirmed or seated party can move.',
  notSeated: 'Only a seated party can finish.',
  notToday: 'A party can be seated only on the day of its booking.',
  tooEarly: 'A party can be marked a no-show only once its time has come.',
  sameTable: 'The party is already at that table.',
  reasonRequired: 'A reason is required.',
  closureReason: 'Give a reason, e.g. Private event: Sharma wedding.',
  closureDates: 'The last day must be on or after the first.',
  closureWindow: 'Give both times of the window, the second after the first.',
  closureNotFound: 'Closure not found.',
  created: 'The table is booked.',
  seated: 'The party is seated.',
  moved: 'The party has moved.',
  finished: 'The table is free again.',
  noShow: 'Marked as a no-show.',
  cancelled: 'The table booking is cancelled.',
  closureAdded: 'Closure added.',
  closureRemoved: 'Closure removed.',
} as const;

/** A closure over booked parties is refused until the desk has moved or cancelled them. */
export const closureOverParties = (parties: number) =>
  parties === 1
    ? 'A booked party holds a table then: move or cancel it first.'
    : `${parties} booked parties hold tables then: move or cancel them first.`;

/** The parties that hold their table for the slot. */
export const TABLE_HOLDING_STATUSES = ['Confirmed', 'Seated'] as const;

/** A time the whole restaurant is closed, with the closure's reason. */
export const closedMessage = (reason: string) => `The restaurant is closed at that time: ${reason}.`;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^\+?\d[\d ()-]{5,19}$/;

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const dateField = () =>
  z.string({ error: TABLE_BOOKING_MESSAGES.date }).refine(isIsoDate, TABLE_BOOKING_MESSAGES.date);

const timeField = (message: string) => z.string({ error: message }).regex(TIME, message);

export const staffTableBookingParamsSchema = z.object({
  id: positiveId('The booking id must be a positive whole number.'),
});
export const staffClosureParamsSchema = z.object({
  id: positiveId('The restaurant id must be a positive whole number.'),
  closureId: positiveId('The closure id must be a positive whole number.'),
});

/** POST /api/staff/table-bookings: a phone or walk-in party, on a table of the front desk's choice or the first free. */
export const staffTableBookingRequestSchema = z.object({
  restaurant_id: positiveId(TABLE_BOOKING_MESSAGES.restaurantNotFound),
  date: dateField(),
  time: timeField(TABLE_BOOKING_MESSAGES.time),
  party_size: z
    .number({ error: TABLE_BOOKING_MESSAGES.partySize })
    .int(TABLE_BOOKING_MESSAGES.partySize)
    .min(1, TABLE_BOOKING_MESSAGES.partySize)
    .max(MAX_PARTY_SIZE, TABLE_BOOKING_MESSAGES.partySize),
  name: requiredText(TABLE_BOOKING_MESSAGES.name, 100),
  phone: z.string({ error: TABLE_BOOKING_MESSAGES.phone }).trim().regex(PHONE, TABLE_BOOKING_MESSAGES.phone),
  email: z
    .string({ error: TABLE_BOOKING_MESSAGES.email })
    .trim()
    .max(200, TABLE_BOOKING_MESSAGES.email)
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, TABLE_BOOKING_MESSAGES.email)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  table_id: positiveId(TABLE_BOOKING_MESSAGES.tableNotFound).optional(),
});
export type StaffTableBookingRequest = z.input<typeof staffTableBookingRequestSchema>;

export const staffTableMoveRequestSchema = z.object({
  table_id: positiveId(TABLE_BOOKING_MESSAGES.tableNotFound),
});
export const staffTableCancelRequestSchema = z.object({
  reason: requiredText(TABLE_BOOKING_MESSAGES.reasonRequired, 300),
});

export const staffTableBookingSchema = z.object({
  id: z.number().int(),
  /** 'HH:MM', when the party sits. */
  time: z.string(),
  party_size: z.number().int(),
  name: z.string(),
  /** The party's phone; for a guest's own request without one, null. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether the party booked through its account (it is told of a cancellation). */
  has_account: z.boolean(),
  status: z.enum(RESTAURANT_RESERVATION_STATUSES),
  table_id: z.number().int().nullable(),
  table_label: z.string().nullable(),
  /** Why staff cancelled or declined it. */
  reason: z.string().nullable(),
});
export type StaffTableBooking = z.infer<typeof staffTableBookingSchema>;

export const staffTableBookingResponseSchema = z.object({
  message: z.string(),
  booking: staffTableBookingSchema,
});

export const staffClosureRequestSchema = z
  .object({
    starts_on: dateField(),
    ends_on: dateField(),
    from_time: timeField(TABLE_BOOKING_MESSAGES.closureWindow).optional(),
    until_time: timeField(TABLE_BOOKING_MESSAGES.closureWindow).optional(),
    reason: requiredText(TABLE_BOOKING_MESSAGES.closureReason, 200),
    /** The tables it holds; none: the whole restaurant. */
    table_ids: z.array(positiveId(TABLE_BOOKING_MESSAGES.tableNotFound)).max(200).default([]),
  })
  .refine((closure) => closure.ends_on >= closure.starts_on, {
    message: TABLE_BOOKING_MESSAGES.closureDates,
    path: ['ends_on'],
  })
  .refine(
    (closure) =>
      (closure.from_time === undefined && closure.until_time === undefined) ||
      (closure.from_time !== undefined &&
        closure.until_time !== undefined &&
        closure.until_time > closure.from_time),
    { message: TABLE_BOOKING_MESSAGES.closureWindow, path: ['until_time'] },
  );
export type StaffClosureRequest = z.input<typeof staffClosureRequestSchema>;

export const staffClosureSchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  from_time: z.string().nullable(),
  until_time: z.string().nullable(),
  reason: z.string(),
  /** The tables it holds; empty: the whole restaurant. */
  tables: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type StaffClosure = z.infer<typeof staffClosureSchema>;

export const staffClosuresResponseSchema = z.object({ closures: z.array(staffClosureSchema) });
export type StaffClosuresResponse = z.infer<typeof staffClosuresResponseSchema>;

export const staffFloorQuerySchema = z.object({
  restaurant_id: positiveId(TABLE_BOOKING_MESSAGES.restaurantNotFound),
  date: dateField(),
});

/** GET /api/staff/table-bookings: a restaurant's evening, table by table. */
export const staffFloorSchema = z.object({
  restaurant: z.object({ id: z.number().int(), name: z.string(), slot_minutes: z.number().int() }),
  date: z.string(),
  /** The day's sittings from the opening hours; empty on a closed day. */
  sittings: z.array(z.string()),
  tables: z.array(z.object({ id: z.number().int(), label: z.string(), seats: z.number().int() })),
  /** Every party of the day, by time; the front desk's and the guests' own. */
  bookings: z.array(staffTableBookingSchema),
  /** Closures and private events touching the day. */
  closures: z.array(staffClosureSchema),
});
export type StaffFloor = z.infer<typeof staffFloorSchema>;
