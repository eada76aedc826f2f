import { z } from 'zod';
import { requiredText } from './account';
import { addDays, BOOKING_MESSAGES, hotelToday, isIsoDate } from './rules/bookings';

// ── Restaurant reservations ("Book Your Slot") ───────────────────────────────────────────────────────────

export const MAX_PARTY_SIZE = 20;
/** How far ahead the restaurants take requests. */
export const RESTAURANT_BOOKING_WINDOW_DAYS = 90;

export const RESTAURANT_MESSAGES = {
  nameRequired: 'Full Name is required.',
  dateRequired: 'Booking Date is required.',
  datePast: 'Booking date cannot be in the past.',
  dateTooFar: `Tables can be booked up to ${RESTAURANT_BOOKING_WINDOW_DAYS} days ahead.`,
  restaurantRequired: 'Restaurant is required.',
  unknownRestaurant: 'Please choose one of our restaurants.',
  timeRequired: 'Time is required.',
  timeNotOffered: 'Choose one of the times offered for that day.',
  timeTooSoon: 'That time is too soon or has passed. Choose a later time.',
  slotFull: 'That time is fully booked for your party. Please choose another time.',
  partySize: `Party size must be a whole number from 1 to ${MAX_PARTY_SIZE}.`,
  /** SPEC §8, logged by the original; shown here. */
  fillRequired: 'Please fill in all required fields.',
  requested: 'Your table request has been received. We will confirm it shortly.',
  loginFirst: 'Please log in to book a table.',
  noBookings: 'No restaurant bookings found.',
  tableToBeAssigned: 'To be assigned',
  chooseDate: 'Choose a date to see the times.',
  noTimes: 'No times are left on that day. Please choose another date.',
  closed: 'The restaurant is closed on that day. Please choose another date.',
  loadingTimes: 'Loading times…',
  cancelled: 'Your table booking has been cancelled.',
  confirmed: 'The table booking is confirmed.',
  declined: 'The table booking has been declined.',
  notFound: 'Table booking not found.',
  notCancellable: 'Only upcoming Pending or Confirmed bookings can be cancelled.',
  notPending: 'Only a Pending request can be confirmed or declined.',
  slotPassed: 'That slot has already begun.',
  unknownTable: "Choose a table of this booking's restaurant.",
  tableTooSmall: 'That table does not seat the whole party.',
  tableTaken: 'That table is already taken at this time.',
  tableNeeded: 'That table is needed for another request at this time. Choose another table.',
  reasonRequired: 'A reason is required.',
  phone: 'Enter a phone number like +91 98290 12345.',
} as const;

/** A party larger than any table of the restaurant is asked to call. */
export const callForLargeParty = (restaurant: string, largestTable: number, phone: string) =>
  `${restaurant} seats at most ${largestTable} guests at one table. For a larger party, please call us on ${phone}.`;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The moment a slot begins: its date and time are Jaipur's (UTC+05:30 all year). */
export const slotStartsAt = (date: string, time: string): number => Date.parse(`${date}T${time}:00+05:30`);

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const partySizeField = () =>
  z.coerce
    .number({ error: RESTAURANT_MESSAGES.partySize })
    .int(RESTAURANT_MESSAGES.partySize)
    .min(1, RESTAURANT_MESSAGES.partySize)
    .max(MAX_PARTY_SIZE, RESTAURANT_MESSAGES.partySize);

const restaurantDateField = () =>
  z
    .string({ error: RESTAURANT_MESSAGES.dateRequired })
    .trim()
    .min(1, RESTAURANT_MESSAGES.dateRequired)
    .refine(isIsoDate, BOOKING_MESSAGES.invalidDate)
    .refine((date) => date >= hotelToday(), RESTAURANT_MESSAGES.datePast)
    .refine(
      (date) => date <= addDays(hotelToday(), RESTAURANT_BOOKING_WINDOW_DAYS),
      RESTAURANT_MESSAGES.dateTooFar,
    );

/** SPEC §2 Book Your Slot (Full Name, Booking Date, Additional Details) plus restaurant, time and party size. */
export const restaurantReservationRequestSchema = z.object({
  name: requiredText(RESTAURANT_MESSAGES.nameRequired, 100),
  restaurant_id: z.coerce
    .number({ error: RESTAURANT_MESSAGES.restaurantRequired })
    .int(RESTAURANT_MESSAGES.unknownRestaurant)
    .min(1, RESTAURANT_MESSAGES.restaurantRequired)
    .max(2_147_483_647, RESTAURANT_MESSAGES.unknownRestaurant),
  date: restaurantDateField(),
  time: z
    .string({ error: RESTAURANT_MESSAGES.timeRequired })
    .trim()
    .min(1, RESTAURANT_MESSAGES.timeRequired)
    .regex(TIME, RESTAURANT_MESSAGES.timeNotOffered),
  party_size: partySizeField(),
  /** How the restaurant reaches the party on the day; optional, the account's email stays the main way. */
  phone: z
    .string({ error: RESTAURANT_MESSAGES.phone })
    .trim()
    .regex(/^\+?\d[\d ()-]{5,19}$/, RESTAURANT_MESSAGES.phone)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  details: z
    .string({ error: 'Additional Details must be text.' })
    .trim()
    .max(500, 'Additional Details can be at most 500 characters.')
    .default(''),
});
export type RestaurantReservationRequest = z.input<typeof restaurantReservationRequestSchema>;

export const RESTAURANT_RESERVATION_STATUSES = [
  'Pending',
  'Confirmed',
  'Seated',
  'Finished',
  'No-show',
  'Declined',
  'Cancelled',
] as const;
export type RestaurantReservationStatus = (typeof RESTAURANT_RESERVATION_STATUSES)[number];

/** SPEC §3 restaurant reservation, with its restaurant and, once declined, the reason. */
export const restaurantReservationSchema = z.object({
  _id: z.number().int(),
  user_id: z.object({ _id: z.number().int(), name: z.string() }),
  restaurant_id: z.object({ _id: z.number().int(), name: z.string() }),
  name: z.string(),
  /** 'YYYY-MM-DD'. */
  reservation_date: z.string(),
  /** 'HH:MM'. */
  reservation_time: z.string(),
  party_size: z.number().int(),
  /** null until staff confirm the request with a table. */
  table_id: z.object({ _id: z.number().int(), table_name: z.string() }).nullable(),
  status: z.enum(RESTAURANT_RESERVATION_STATUSES),
  remark: z.string(),
  /** Why staff declined the request or the hotel cancelled the booking; null otherwise. */
  decline_reason: z.string().nullable(),
  created_at: z.string(),
});
export type RestaurantReservation = z.infer<typeof restaurantReservationSchema>;

/** A guest may cancel a Pending or Confirmed request until its slot begins. */
export const isRestaurantReservationCancellable = (
  reservation: Pick<RestaurantReservation, 'status' | 'reservation_date' | 'reservation_time'>,
  now: Date = new Date(),
): boolean =>
  (reservation.status === 'Pending' || reservation.status === 'Confirmed') &&
  slotStartsAt(reservation.reservation_date, reservation.reservation_time) > now.getTime();

export const restaurantReservationListSchema = z.object({
  reservationRestaurant: z.array(restaurantReservationSchema),
});
export type RestaurantReservationList = z.infer<typeof restaurantReservationListSchema>;

export const restaurantReservationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: restaurantReservationSchema,
});
export type RestaurantReservationResponse = z.infer<typeof restaurantReservationResponseSchema>;

// ── Restaurants and their slots ──────────────────────────────────────────────────────────────────────────

export const restaurantServiceSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  opens: z.string(),
  closes: z.string(),
});
export type RestaurantService = z.infer<typeof restaurantServiceSchema>;

export const restaurantSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  cuisine: z.string(),
  slot_minutes: z.number().int(),
  lead_minutes: z.number().int(),
  phone: z.string(),
  /** Seats of its largest table: a larger party is asked to call. */
  largest_table: z.number().int(),
  hours: z.array(restaurantServiceSchema),
  /** Its tables, smallest first: staff confirm a request with one of them. */
  tables: z.array(z.object({ _id: z.number().int(), table_name: z.string(), seats: z.number().int() })),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

export const restaurantListSchema = z.object({ restaurants: z.array(restaurantSchema) });
export type RestaurantList = z.infer<typeof restaurantListSchema>;

export const restaurantSlotsQuerySchema = z.object({
  restaurant_id: positiveId(RESTAURANT_MESSAGES.unknownRestaurant),
  date: restaurantDateField(),
  party_size: partySizeField(),
});
export type RestaurantSlotsQuery = z.input<typeof restaurantSlotsQuerySchema>;

export const restaurantSlotSchema = z.object({
  /** 'HH:MM', when the sitting begins. */
  time: z.string(),
  /** Whether a table can still be found for the party at that time. */
  available: z.boolean(),
});
export type RestaurantSlot = z.infer<typeof restaurantSlotSchema>;

export const restaurantSlotsSchema = z.object({
  restaurant_id: z.number().int(),
  date: z.string(),
  party_size: z.number().int(),
  /** The future times of that day's services not closer than the lead time. */
  slots: z.array(restaurantSlotSchema),
  /** Why no time can be booked (closed day, a party larger than any table), or null. */
  message: z.string().nullable(),
});
export type RestaurantSlots = z.infer<typeof restaurantSlotsSchema>;

export const restaurantConfirmRequestSchema = z.object({
  table_id: positiveId(RESTAURANT_MESSAGES.unknownTable),
});
export type RestaurantConfirmRequest = z.input<typeof restaurantConfirmRequestSchema>;

export const restaurantDeclineRequestSchema = z.object({
  reason: requiredText(RESTAURANT_MESSAGES.reasonRequired, 300),
});
export type RestaurantDeclineRequest = z.input<typeof restaurantDeclineRequestSchema>;

export const restaurantReservationIdParamsSchema = z.object({
  id: positiveId('The booking id must be a positive whole number.'),
});
