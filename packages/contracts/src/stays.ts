import { z } from 'zod';
import { isValidGstin } from './money';
import { rupeesSchema } from './money-schema';
import { requiredText } from './account';
import { BOOKING_MESSAGES, hotelToday, isIsoDate, MAX_STAY_NIGHTS, nightsBetween } from './rules/bookings';

// ── Stays: quote, booking with a reference, change, cancel, calendar file and PDF ─────────────
//
// Money is in whole rupees. A price breakdown is the same object everywhere (quote, booking, history, PDF):
//   total = room_amount + extras_amount − discount + tax_total
// where room_amount and extras_amount are the sums of the nights' lines.

export const MAX_ROOMS_PER_BOOKING = 4;
export const MAX_ADULTS_PER_BOOKING = 12;
export const MAX_CHILDREN_PER_BOOKING = 8;
export const MAX_CHILD_AGE = 17;
/**
 * A rate plan's code: a slug the manager gives a new plan (e.g. half-board), part of the guests' contract. The
 * hotel's plans are rows of the database, so any code of this shape may name one; the API answers an unknown
 * one with STAY_MESSAGES.ratePlan.
 */
export const RATE_PLAN_CODE_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
export type RatePlanCode = string;
/** The plan a quote is for when none is asked. */
export const DEFAULT_RATE_PLAN: RatePlanCode = 'flexible';
export const RATE_PLAN_CODE_MESSAGE =
  'A plan code is 2 to 40 lower-case letters, digits or dashes, starting with a letter (e.g. half-board).';
/** A rate plan's code as a request names it. */
export const ratePlanCodeSchema = (message: string = RATE_PLAN_CODE_MESSAGE) =>
  z.string({ error: message }).regex(RATE_PLAN_CODE_PATTERN, message);
export const BED_PREFERENCES = ['No preference', 'King bed', 'Twin beds'] as const;
export const OCCASIONS = ['None', 'Birthday', 'Anniversary', 'Honeymoon', 'Business', 'Other'] as const;
/** Booking references look like HJ-7KQ2MX: no 0/O or 1/I, so they read aloud over the phone. */
export const BOOKING_REFERENCE_PATTERN = /^HJ-[2-9A-HJ-NP-Z]{6}$/;

export const STAY_MESSAGES = {
  adults: 'Adults must be a whole number from 1 to 12.',
  children: 'Children must be a whole number from 0 to 8.',
  childAges: 'Give the age of each child, from 0 to 17.',
  childAgesCount: 'Give one age for each child.',
  rooms: `Rooms must be a whole number from 1 to ${MAX_ROOMS_PER_BOOKING}.`,
  adultsPerRoom: 'Each room needs at least one adult.',
  roomType: 'Please choose a valid room type.',
  ratePlan: 'Please choose a valid rate plan.',
  arrivalTime: 'Enter the arrival time as HH:MM.',
  bedPreference: 'Please choose a bed preference from the list.',
  occasion: 'Please choose an occasion from the list.',
  remarks: 'Remarks can be at most 500 characters.',
  billingCompany: 'Company name is required for a GST invoice.',
  billingAddress: 'Company address is required for a GST invoice.',
  billingGstin: 'Enter the company’s 15-character GSTIN, e.g. 27AAPFU0939F1ZV.',
  /** The party does not fit the rooms asked for (the answer says how many rooms it needs). */
  partyTooLarge: (rooms: number) =>
    rooms > MAX_ROOMS_PER_BOOKING
      ? 'This room type cannot sleep your party in one booking. Please choose a larger room type or call us.'
      : `This room type sleeps your party in ${rooms} rooms. Please choose ${rooms} rooms.`,
  minStay: (nights: number) => `This room type needs a stay of at least ${nights} nights for these dates.`,
  maxStay: (nights: number) => `This room type can be booked for at most ${nights} nights for these dates.`,
  notEnoughRooms: 'Not enough rooms of this type are free for those dates.',
  /** The calendar's restrictions on the stay's nights (the day as the hotel writes it, "3 Dec 2026"). */
  stopSold: (day: string) => `This room type is not available on ${day}. Please choose other dates.`,
  closedToArrival: (day: string) =>
    `This room type cannot be booked to arrive on ${day}. Please choose another arrival day.`,
  closedToDeparture: (day: string) =>
    `This room type cannot be booked to leave on ${day}. Please choose another departure day.`,
  couponExpired: 'This coupon is not valid for these dates.',
  couponUsedUp: 'This coupon has been fully used.',
  couponTooLate: (days: number) => `This coupon is for stays booked at least ${days} days before arrival.`,
  couponRoomType: 'This coupon is not for this room type.',
  couponBlackout: (date: string) => `This coupon cannot be used for a stay with the night of ${date}.`,
  couponUsedByGuest: 'You have already used this coupon as many times as it allows.',
  cap: (cap: number) =>
    `You already have ${cap} upcoming stays, the most one account may hold. Please call us to book more.`,
  referenceInvalid: 'Booking not found.',
  changeClosed: 'This booking can no longer be changed online. Please call us.',
  changeNothing: 'Nothing to change: the new stay is the same as the booking.',
  changed: 'Your booking has been changed.',
  cancelled: 'Your booking has been cancelled.',
  notUpcoming: 'Only upcoming bookings can be changed or cancelled.',
  stayBegun:
    'This stay has begun, so it can no longer be changed or cancelled online. Please speak to the front desk.',
  cancelWithBooking: (reference: string) =>
    `This room is part of booking ${reference}: cancel the booking itself, where the fee is shown.`,
} as const;

const dateField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isIsoDate, BOOKING_MESSAGES.invalidDate);

const intField = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Child ages: an array, or a comma-separated string in a query string ("4,9"). */
const childAgesList = z
  .union([z.array(z.unknown()), z.string()], { error: STAY_MESSAGES.childAges })
  .transform((value) =>
    (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value).map(Number),
  )
  .pipe(z.array(z.number().int(STAY_MESSAGES.childAges).min(0, STAY_MESSAGES.childAges).max(MAX_CHILD_AGE)));
/** None when left out: a new stay's party has no children unless it says so. */
const childAgesField = childAgesList.default([]);

const couponField = z
  .string({ error: BOOKING_MESSAGES.invalidCoupon })
  .trim()
  .max(40, BOOKING_MESSAGES.invalidCoupon)
  .transform((code) => code.toUpperCase() || undefined)
  .optional();

/** What a stay is: the room type, the dates, the party, the rooms and the rate plan (and a coupon). */
const stayFields = {
  room_type_id: z.coerce
    .number({ error: STAY_MESSAGES.roomType })
    .int(STAY_MESSAGES.roomType)
    .min(1, STAY_MESSAGES.roomType)
    .max(2_147_483_647, STAY_MESSAGES.roomType),
  check_in: dateField(BOOKING_MESSAGES.checkInRequired),
  check_out: dateField(BOOKING_MESSAGES.checkOutRequired),
  adults: intField(STAY_MESSAGES.adults, 1, MAX_ADULTS_PER_BOOKING).default(2),
  children: intField(STAY_MESSAGES.children, 0, MAX_CHILDREN_PER_BOOKING).default(0),
  child_ages: childAgesField,
  rooms: intField(STAY_MESSAGES.rooms, 1, MAX_ROOMS_PER_BOOKING).default(1),
  rate_plan: ratePlanCodeSchema(STAY_MESSAGES.ratePlan).default(DEFAULT_RATE_PLAN),
  coupon: couponField,
};

type StayShape = {
  check_in?: unknown;
  check_out?: unknown;
  adults?: unknown;
  children?: unknown;
  child_ages?: unknown;
  rooms?: unknown;
};

/** The stay rules of rules/bookings.ts, and the party's own: one age per child, an adult in each room. */
function withStayRules<T extends z.ZodType<StayShape>>(schema: T) {
  const dates = (value: StayShape) => ({ from: String(value.check_in), to: String(value.check_out) });
  const haveDates = ({ value }: { value: unknown }) => {
    const fields = (value ?? {}) as StayShape;
    return isIsoDate(fields.check_in) && isIsoDate(fields.check_out);
  };
  return schema
    .refine((value) => dates(value).from >= hotelToday(), {
      path: ['check_in'],
      message: BOOKING_MESSAGES.checkInPast,
      when: ({ value }) => isIsoDate((value as StayShape | undefined)?.check_in),
    })
    .refine((value) => dates(value).to > dates(value).from, {
      path: ['check_out'],
      message: BOOKING_MESSAGES.checkOutNotAfterCheckIn,
      when: haveDates,
    })
    .refine(
      (value) => {
        const { from, to } = dates(value);
        return to <= from || nightsBetween(from, to) <= MAX_STAY_NIGHTS;
      },
      { path: ['check_out'], message: BOOKING_MESSAGES.stayTooLong, when: haveDates },
    )
    .refine((value) => (value.child_ages as unknown[]).length === value.children, {
      path: ['child_ages'],
      message: STAY_MESSAGES.childAgesCount,
      when: ({ value }) => {
        const fields = (value ?? {}) as StayShape;
        return Array.isArray(fields.child_ages) && typeof fields.children === 'number';
      },
    })
    .refine((value) => Number(value.adults) >= Number(value.rooms), {
      path: ['adults'],
      message: STAY_MESSAGES.adultsPerRoom,
      when: ({ value }) => {
        const fields = (value ?? {}) as StayShape;
        return typeof fields.adults === 'number' && typeof fields.rooms === 'number';
      },
    });
}

// ── GET stays/quote ───────────────────────────────────────────────────────────────────────────────────────

export const stayQuoteQuerySchema = withStayRules(z.object(stayFields));
/** What a caller sends (query string values may be strings). */
export type StayQuoteQuery = z.input<typeof stayQuoteQuerySchema>;
export type ValidStayQuoteQuery = z.output<typeof stayQuoteQuerySchema>;

const taxLineSchema = z.object({
  /** e.g. "GST 5%". */
  label: z.string(),
  rate_percent: z.number(),
  taxable: z.number().int(),
  amount: rupeesSchema,
});
export type StayTaxLine = z.infer<typeof taxLineSchema>;

export const stayNightSchema = z.object({
  /** 'YYYY-MM-DD', the night starting that day. */
  date: z.string(),
  /** The room rate of one room that night, after weekend and season. */
  rate: z.number().int(),
  /** Why the rate is what it is: 'base' or 'weekend'. */
  day_kind: z.enum(['base', 'weekend']),
  /** The season that moved the rate, e.g. "Winter peak (+20%)", or null. */
  season: z.string().nullable(),
  /** rate × rooms. */
  room_amount: z.number().int(),
  /** Extra adults' and children's charges and the meal plan for all rooms that night. */
  extra_adult_amount: z.number().int(),
  extra_child_amount: z.number().int(),
  meal_plan_amount: z.number().int(),
  /** The coupon's share of that night. */
  discount: z.number().int(),
  /** room_amount + extras − discount: what GST is charged on. */
  taxable: z.number().int(),
  /** GST by slab: each room's tariff that night decides its rate. */
  taxes: z.array(taxLineSchema),
  /** taxable + the night's GST. */
  total: rupeesSchema,
});
export type StayNight = z.infer<typeof stayNightSchema>;

export const stayPriceSchema = z.object({
  currency: z.literal('INR'),
  rooms: z.number().int(),
  nights: z.array(stayNightSchema),
  /** Σ nights' room_amount. */
  room_amount: z.number().int(),
  /** Σ nights' extra adult + extra child + meal plan amounts. */
  extras_amount: z.number().int(),
  extras: z.object({
    extra_adults: z.number().int(),
    extra_adult_amount: z.number().int(),
    extra_children: z.number().int(),
    extra_child_amount: z.number().int(),
    meal_plan_amount: z.number().int(),
  }),
  discount: z.object({ code: z.string(), title: z.string(), amount: z.number().int() }).nullable(),
  /** GST grouped by slab over the whole stay. */
  taxes: z.array(taxLineSchema),
  tax_total: rupeesSchema,
  total: rupeesSchema,
});
export type StayPrice = z.infer<typeof stayPriceSchema>;

export const stayPolicySchema = z.object({
  rate_plan: z.string(),
  refundable: z.boolean(),
  /** The policy in words, e.g. "Free cancellation until 48 hours before arrival, then the first night." */
  text: z.string(),
  /** ISO timestamp until which cancelling and changing are free; null for non-refundable. */
  free_until: z.string().nullable(),
  /** What cancelling costs after free_until (rupees). */
  fee_after_deadline: rupeesSchema,
  /**
   * What is paid when booking (rupees): the whole stay on a non-refundable plan, a refundable plan's deposit,
   * or 0 (all at the hotel). A booking with one is held until it is paid.
   */
  deposit: rupeesSchema,
});
export type StayPolicy = z.infer<typeof stayPolicySchema>;

export const ratePlanOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  policy_text: z.string(),
  refundable: z.boolean(),
  /** This stay's all-in total on that plan. */
  total: rupeesSchema,
  /** What of it is paid when booking (0: all at the hotel). */
  deposit: rupeesSchema,
});
export type RatePlanOption = z.infer<typeof ratePlanOptionSchema>;

export const stayRoomTypeSchema = z.object({
  id: z.number().int(),
  room_type: z.string(),
  title: z.string(),
  image: z.string(),
  included_occupancy: z.number().int(),
  max_adults: z.number().int(),
  max_children: z.number().int(),
  max_guests: z.number().int(),
});
export type StayRoomType = z.infer<typeof stayRoomTypeSchema>;

export const stayQuoteSchema = z.object({
  room_type: stayRoomTypeSchema,
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  child_ages: z.array(z.number().int()),
  rooms: z.number().int(),
  rate_plan: z.string(),
  /** Rooms of the type free for every night (the quote is given even when fewer than asked are free). */
  available_rooms: z.number().int(),
  /** The stay's minimum and maximum nights for its dates. */
  min_nights: z.number().int(),
  max_nights: z.number().int(),
  price: stayPriceSchema,
  policy: stayPolicySchema,
  rate_plans: z.array(ratePlanOptionSchema),
});
export type StayQuote = z.infer<typeof stayQuoteSchema>;

// ── GET stays/calendar: nights with no room of a type free, and the minimum stays ─────────────────────────

export const stayCalendarQuerySchema = z.object({
  room_type_id: stayFields.room_type_id,
  from: dateField(BOOKING_MESSAGES.checkInRequired),
  /** At most 400 days after from. */
  to: dateField(BOOKING_MESSAGES.checkOutRequired),
});
export type StayCalendarQuery = z.input<typeof stayCalendarQuerySchema>;

export const stayCalendarSchema = z.object({
  room_type_id: z.number().int(),
  /** Nights (date of the evening) with no room of the type free. */
  full_nights: z.array(z.string()),
  /** Minimum and maximum stay by arrival date, for the periods that overlap [from, to]. */
  stay_rules: z.array(
    z.object({
      starts_on: z.string(),
      ends_on: z.string(),
      min_nights: z.number().int(),
      max_nights: z.number().int(),
    }),
  ),
});
export type StayCalendar = z.infer<typeof stayCalendarSchema>;

// ── POST stays/bookings ───────────────────────────────────────────────────────────────────────────────────

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const stayRequestsSchema = z.object({
  /** 'HH:MM' or empty. */
  arrival_time: z
    .string({ error: STAY_MESSAGES.arrivalTime })
    .trim()
    .refine((time) => time === '' || TIME.test(time), STAY_MESSAGES.arrivalTime)
    .default(''),
  bed_preference: z.enum(BED_PREFERENCES, { error: STAY_MESSAGES.bedPreference }).default('No preference'),
  occasion: z.enum(OCCASIONS, { error: STAY_MESSAGES.occasion }).default('None'),
  remarks: z.string({ error: STAY_MESSAGES.remarks }).trim().max(500, STAY_MESSAGES.remarks).default(''),
});
export type StayRequests = z.output<typeof stayRequestsSchema>;

/**
 * A company's details for a B2B GST tax invoice (its name, address and GSTIN, the GSTIN's check character
 * verified); a booking without them gets a B2C invoice in the guest's name.
 */
export const billingDetailsSchema = z.object({
  company: requiredText(STAY_MESSAGES.billingCompany, 200),
  address: requiredText(STAY_MESSAGES.billingAddress, 500),
  gstin: z
    .string({ error: STAY_MESSAGES.billingGstin })
    .trim()
    .transform((gstin) => gstin.toUpperCase())
    .refine(isValidGstin, STAY_MESSAGES.billingGstin),
});
export type BillingDetails = z.output<typeof billingDetailsSchema>;

export const stayBookingRequestSchema = withStayRules(
  z.object({
    ...stayFields,
    guest_name: requiredText(BOOKING_MESSAGES.guestNameRequired, 100),
    requests: stayRequestsSchema.default({
      arrival_time: '',
      bed_preference: 'No preference',
      occasion: 'None',
      remarks: '',
    }),
    /** For a GST invoice in a company's name; left out (or null) for one in the guest's. */
    billing: billingDetailsSchema.nullish().transform((billing) => billing ?? null),
  }),
);
export type StayBookingRequest = z.input<typeof stayBookingRequestSchema>;
export type ValidStayBookingRequest = z.output<typeof stayBookingRequestSchema>;

export const STAY_STATUSES = ['Confirmed', 'Cancelled'] as const;

/**
 * A stay's life: booked → in house → checked out, or booked → cancelled or no-show; nothing else (the
 * database refuses any other move). `status` says Confirmed for the first three, Cancelled for the last two.
 */
export const STAY_LIFE_STATES = ['booked', 'in_house', 'checked_out', 'cancelled', 'no_show'] as const;
export type StayLifeState = (typeof STAY_LIFE_STATES)[number];

/** How the guest reads a stay's state. */
export const STAY_LIFE_STATE_LABELS: Record<StayLifeState, string> = {
  booked: 'Confirmed',
  in_house: 'In house',
  checked_out: 'Checked out',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

export const stayBookingSchema = z.object({
  reference: z.string(),
  status: z.enum(STAY_STATUSES),
  state: z.enum(STAY_LIFE_STATES),
  guest_name: z.string(),
  room_type: stayRoomTypeSchema,
  room_numbers: z.array(z.string()),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  child_ages: z.array(z.number().int()),
  rooms: z.number().int(),
  rate_plan: z.object({ code: z.string(), name: z.string() }),
  coupon: z.string().nullable(),
  requests: z.object({
    arrival_time: z.string(),
    bed_preference: z.string(),
    occasion: z.string(),
    remarks: z.string(),
  }),
  /** The company a GST invoice is made out to, when the guest gave one. */
  billing: z.object({ company: z.string(), address: z.string(), gstin: z.string() }).nullable(),
  price: stayPriceSchema,
  policy: stayPolicySchema,
  /** Whether the guest may change or cancel it now (booked, not begun; change: before free_until). */
  can_change: z.boolean(),
  can_cancel: z.boolean(),
  /** What cancelling would cost now (rupees); 0 while free. */
  cancellation_fee_now: rupeesSchema,
  /** The fee charged when it was cancelled, else null. */
  cancellation_fee: rupeesSchema.nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /**
   * A plan paid at booking holds the rooms until then (ISO) for the payment; unpaid by then, the booking is
   * released. Null when not held.
   */
  pay_by: z.string().nullable(),
});
export type StayBooking = z.infer<typeof stayBookingSchema>;

export const stayBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: stayBookingSchema,
});
export type StayBookingResponse = z.infer<typeof stayBookingResponseSchema>;

export const stayBookingListSchema = z.object({ bookings: z.array(stayBookingSchema) });
export type StayBookingList = z.infer<typeof stayBookingListSchema>;

export const bookingReferenceParamsSchema = z.object({
  reference: z
    .string({ error: STAY_MESSAGES.referenceInvalid })
    .trim()
    .transform((reference) => reference.toUpperCase()),
});

// ── Change and cancel ─────────────────────────────────────────────────────────────────────────────────────

/** POST stays/bookings/{reference}/change (and change-preview): the new stay; omitted fields stay as booked. */
export const stayChangeRequestSchema = z.object({
  room_type_id: stayFields.room_type_id.optional(),
  check_in: dateField(BOOKING_MESSAGES.checkInRequired).optional(),
  check_out: dateField(BOOKING_MESSAGES.checkOutRequired).optional(),
  adults: intField(STAY_MESSAGES.adults, 1, MAX_ADULTS_PER_BOOKING).optional(),
  children: intField(STAY_MESSAGES.children, 0, MAX_CHILDREN_PER_BOOKING).optional(),
  // Without a default: left out, the booked children stay (a default of none would drop them).
  child_ages: childAgesList.optional(),
  rooms: intField(STAY_MESSAGES.rooms, 1, MAX_ROOMS_PER_BOOKING).optional(),
});
export type StayChangeRequest = z.input<typeof stayChangeRequestSchema>;

export const stayChangePreviewSchema = z.object({
  quote: stayQuoteSchema,
  previous_total: rupeesSchema,
  /** new total − previous total: positive is more to pay, negative less. */
  difference: z.number().int(),
});
export type StayChangePreview = z.infer<typeof stayChangePreviewSchema>;

export const stayChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  previous_total: rupeesSchema,
  difference: z.number().int(),
  data: stayBookingSchema,
});
export type StayChangeResponse = z.infer<typeof stayChangeResponseSchema>;

export const stayCancelPreviewSchema = z.object({
  reference: z.string(),
  total: rupeesSchema,
  /** What the policy charges if the guest cancels now. */
  fee: rupeesSchema,
  /** What has been paid for the stay so far, net of refunds. */
  paid: rupeesSchema,
  /** What of the money paid for the stay comes back, to the way it was paid (0 when nothing was paid). */
  refund: rupeesSchema,
  free_until: z.string().nullable(),
  policy_text: z.string(),
});
export type StayCancelPreview = z.infer<typeof stayCancelPreviewSchema>;

export const stayCancelResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  fee: rupeesSchema,
  /** What was refunded, to the way it was paid. */
  refund: rupeesSchema,
  data: stayBookingSchema,
});
export type StayCancelResponse = z.infer<typeof stayCancelResponseSchema>;

// ── POST /api/staff/stays ─────────────────────────────────────────────────────────────────────────────────

/** How a guest asked the staff for a stay: at the desk, or on the phone. */
export const STAFF_STAY_SOURCES = ['walk_in', 'phone'] as const;
export type StaffStaySource = (typeof STAFF_STAY_SOURCES)[number];
export const STAFF_STAY_SOURCE_LABELS: Record<StaffStaySource, string> = {
  walk_in: 'Walk-in',
  phone: 'Phone',
};

/**
 * A reservation the front desk makes for a guest profile: the same stay and rules as a guest's own booking,
 * paid at the hotel, with how the guest asked.
 */
export const staffStayRequestSchema = withStayRules(
  z.object({
    ...stayFields,
    guest_id: z.coerce
      .number({ error: 'Choose the guest.' })
      .int('Choose the guest.')
      .min(1, 'Choose the guest.')
      .max(2_147_483_647, 'Choose the guest.'),
    source: z.enum(STAFF_STAY_SOURCES, { error: 'Say whether the guest walked in or phoned.' }),
    requests: stayRequestsSchema.default({
      arrival_time: '',
      bed_preference: 'No preference',
      occasion: 'None',
      remarks: '',
    }),
  }),
);
export type StaffStayRequest = z.input<typeof staffStayRequestSchema>;
