import { z } from 'zod';
import { requiredText } from './account';

import {
  BOOKING_MESSAGES,
  BOOKING_ROOM_TYPES,
  hotelTimeNow,
  hotelToday,
  isIsoDate,
  MAX_GUESTS,
  MAX_STAY_NIGHTS,
  nightsBetween,
} from './rules/bookings';

// The hotel's calendar and the stay rules live in rules/bookings.ts (no zod), for the browser.
export {
  addDays,
  BOOKING_MESSAGES,
  BOOKING_ROOM_TYPES,
  couponMinNightsMessage,
  HOTEL_TIME_ZONE,
  hotelTimeNow,
  hotelToday,
  isIsoDate,
  MAX_GUESTS,
  MAX_STAY_NIGHTS,
  nightsBetween,
} from './rules/bookings';

const dateField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isIsoDate, BOOKING_MESSAGES.invalidDate);

const couponField = () =>
  z
    .string({ error: BOOKING_MESSAGES.invalidCoupon })
    .trim()
    .max(40, BOOKING_MESSAGES.invalidCoupon)
    .transform((code) => code.toUpperCase() || undefined)
    .optional();

const guestsField = () =>
  z.coerce
    .number({ error: BOOKING_MESSAGES.guests })
    .int(BOOKING_MESSAGES.guests)
    .min(1, BOOKING_MESSAGES.guests)
    .max(MAX_GUESTS, BOOKING_MESSAGES.guests);

type StayFields = Record<string, unknown>;

/**
 * The stay rules: check-in today or later (in Jaipur), check-out after check-in, at most 30 nights. Each is
 * checked as soon as its dates are valid, so a form shows them beside the other fields' messages.
 */
function withStayRules<T extends z.ZodType<StayFields>>(schema: T, checkIn: string, checkOut: string) {
  const datesOf = (value: unknown) => {
    const fields = (value ?? {}) as StayFields;
    return { from: fields[checkIn], to: fields[checkOut] };
  };
  const whenDates =
    (both: boolean) =>
    ({ value }: { value: unknown }) => {
      const { from, to } = datesOf(value);
      return isIsoDate(from) && (!both || isIsoDate(to));
    };
  return schema
    .refine((value) => String(datesOf(value).from) >= hotelToday(), {
      path: [checkIn],
      message: BOOKING_MESSAGES.checkInPast,
      when: whenDates(false),
    })
    .refine(
      (value) => {
        const { from, to } = datesOf(value);
        return String(to) > String(from);
      },
      { path: [checkOut], message: BOOKING_MESSAGES.checkOutNotAfterCheckIn, when: whenDates(true) },
    )
    .refine(
      (value) => {
        const { from, to } = datesOf(value);
        return String(to) <= String(from) || nightsBetween(String(from), String(to)) <= MAX_STAY_NIGHTS;
      },
      { path: [checkOut], message: BOOKING_MESSAGES.stayTooLong, when: whenDates(true) },
    );
}

// ── Availability (GET availability) ───────────────────────────────────────────────────────────────────────

export const availabilityQuerySchema = withStayRules(
  z.object({
    check_in: dateField(BOOKING_MESSAGES.checkInRequired),
    check_out: dateField(BOOKING_MESSAGES.checkOutRequired),
    guests: guestsField().default(1),
    coupon: couponField(),
  }),
  'check_in',
  'check_out',
);
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export const appliedCouponSchema = z.object({
  code: z.string(),
  offer_title: z.string(),
  offer_type: z.enum(['percent', 'flat']),
  offer_value: z.number().int(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

export const roomAvailabilitySchema = z.object({
  id: z.number().int(),
  room_type: z.string(),
  title: z.string(),
  image: z.string(),
  room_base_price: z.number().int(),
  max_guests: z.number().int(),
  /** Rooms of this type free for every night of the stay; 0 when the type cannot sleep the party. */
  available: z.number().int(),
  nights: z.number().int(),
  /** The stay's price in rupees: nights × room_base_price, less the coupon. */
  price: z.number().int(),
  /** The price before the coupon. */
  full_price: z.number().int(),
});
export type RoomAvailability = z.infer<typeof roomAvailabilitySchema>;

export const availabilityResponseSchema = z.object({
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  coupon: appliedCouponSchema.nullable(),
  rooms: z.array(roomAvailabilitySchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** The price of a stay with a coupon: a percentage or a flat amount off, never below zero. */
export function discountedPrice(
  fullPrice: number,
  coupon: Pick<AppliedCoupon, 'offer_type' | 'offer_value'> | null,
) {
  if (!coupon) return fullPrice;
  const price =
    coupon.offer_type === 'percent'
      ? Math.round((fullPrice * (100 - coupon.offer_value)) / 100)
      : fullPrice - coupon.offer_value;
  return Math.max(0, price);
}

// ── Hotel reservations ────────────────────────────────────────────────────────────────────────────────────

/** SPEC §3 dashboard booking form (also the Hotel Room Booking screen's): what the guest types. */
const hotelBookingFields = {
  guestName: requiredText(BOOKING_MESSAGES.guestNameRequired, 100),
  checkInDate: dateField(BOOKING_MESSAGES.checkInRequired),
  checkOutDate: dateField(BOOKING_MESSAGES.checkOutRequired),
  remarks: z
    .string({ error: 'Remarks must be text.' })
    .trim()
    .max(500, 'Remarks can be at most 500 characters.'),
  coupon: couponField(),
};

export const hotelBookingFormSchema = withStayRules(
  z.object({
    ...hotelBookingFields,
    roomType: z.enum(BOOKING_ROOM_TYPES, { error: BOOKING_MESSAGES.roomTypeRequired }),
  }),
  'checkInDate',
  'checkOutDate',
);
export type HotelBookingForm = z.input<typeof hotelBookingFormSchema>;

const validHotelReservationSchema = withStayRules(
  z.object({
    ...hotelBookingFields,
    remarks: hotelBookingFields.remarks.default(''),
    /** A room type's name (any case) or id. */
    roomType: z.union(
      [requiredText(BOOKING_MESSAGES.roomTypeRequired, 60), z.number().int().positive().max(2_147_483_647)],
      { error: BOOKING_MESSAGES.roomTypeRequired },
    ),
    guests: guestsField().default(1),
  }),
  'checkInDate',
  'checkOutDate',
);

const loose = z.unknown().optional();

/**
 * POST reservationHotel/create: the booking forms' names (guestName, checkInDate, checkOutDate, roomType,
 * remarks) or the spec's data-form names (guest_name, check_in_time, check_out_time, room_type, remark).
 * Messages name the form's fields.
 */
export const hotelReservationRequestSchema = z
  .object({
    guestName: loose,
    guest_name: loose,
    checkInDate: loose,
    check_in_time: loose,
    checkOutDate: loose,
    check_out_time: loose,
    roomType: loose,
    room_type: loose,
    remarks: loose,
    remark: loose,
    coupon: loose,
    guests: loose,
  })
  .transform((body): unknown => ({
    guestName: body.guestName ?? body.guest_name,
    checkInDate: body.checkInDate ?? body.check_in_time,
    checkOutDate: body.checkOutDate ?? body.check_out_time,
    roomType: body.roomType ?? body.room_type,
    remarks: body.remarks ?? body.remark,
    coupon: body.coupon ?? undefined,
    guests: body.guests,
  }))
  .pipe(validHotelReservationSchema);
export type HotelReservationRequest = z.input<typeof validHotelReservationSchema>;
export type ValidHotelReservationRequest = z.output<typeof validHotelReservationSchema>;

export const HOTEL_RESERVATION_STATUSES = ['Confirmed', 'Cancelled'] as const;

/** SPEC §3 reservationHotel, with the room type, the stay and its price besides. */
export const hotelReservationSchema = z.object({
  _id: z.number().int(),
  customer_id: z.object({
    _id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  guest_name: z.string(),
  room_type: z.string(),
  room_no: z.string(),
  /** 'YYYY-MM-DD'. */
  check_in_time: z.string(),
  /** 'YYYY-MM-DD'. */
  check_out_time: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  price: z.number().int(),
  coupon: z.string().nullable(),
  reservation_status: z.enum(HOTEL_RESERVATION_STATUSES),
  remark: z.string(),
  created_at: z.string(),
});
export type HotelReservation = z.infer<typeof hotelReservationSchema>;

export const hotelReservationListSchema = z.object({ reservationHotel: z.array(hotelReservationSchema) });
export type HotelReservationList = z.infer<typeof hotelReservationListSchema>;

export const hotelReservationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: hotelReservationSchema,
});
export type HotelReservationResponse = z.infer<typeof hotelReservationResponseSchema>;

/** A guest may cancel a confirmed booking until its check-in day has passed. */
export function isCancellable(
  reservation: Pick<HotelReservation, 'reservation_status' | 'check_in_time'>,
  today = hotelToday(),
): boolean {
  return reservation.reservation_status === 'Confirmed' && reservation.check_in_time >= today;
}

export const reservationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The booking id must be a positive whole number.' })
    .int('The booking id must be a positive whole number.')
    .min(1, 'The booking id must be a positive whole number.')
    .max(2_147_483_647, 'The booking id must be a positive whole number.'),
});

// ── Restaurant reservations ("Book Your Slot") ───────────────────────────────────────────────────────────

export const RESTAURANT_HOURS = { first: '12:00', last: '23:00' } as const;
export const MAX_PARTY_SIZE = 20;

/** Half-hour slots from 12:00 to 23:00, as the booking modal offers them. */
export const RESTAURANT_TIME_SLOTS: readonly string[] = Array.from({ length: 23 }, (_, index) => {
  const minutes = 12 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const RESTAURANT_MESSAGES = {
  nameRequired: 'Full Name is required.',
  dateRequired: 'Booking Date is required.',
  datePast: 'Booking date cannot be in the past.',
  timeRequired: 'Time is required.',
  timeOutOfHours: `Choose a time between ${RESTAURANT_HOURS.first} and ${RESTAURANT_HOURS.last}.`,
  timePassed: 'That time has already passed today.',
  partySize: `Party size must be a whole number from 1 to ${MAX_PARTY_SIZE}.`,
  /** SPEC §8, logged by the original; shown here. */
  fillRequired: 'Please fill in all required fields.',
  requested: 'Your table request has been received. We will confirm it shortly.',
  loginFirst: 'Please log in to book a table.',
  noBookings: 'No restaurant bookings found.',
  tableToBeAssigned: 'To be assigned',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const restaurantReservationRequestSchema = z
  .object({
    name: requiredText(RESTAURANT_MESSAGES.nameRequired, 100),
    date: dateField(RESTAURANT_MESSAGES.dateRequired),
    time: z
      .string({ error: RESTAURANT_MESSAGES.timeRequired })
      .trim()
      .min(1, RESTAURANT_MESSAGES.timeRequired)
      .refine(
        (time) => TIME.test(time) && time >= RESTAURANT_HOURS.first && time <= RESTAURANT_HOURS.last,
        RESTAURANT_MESSAGES.timeOutOfHours,
      ),
    party_size: z.coerce
      .number({ error: RESTAURANT_MESSAGES.partySize })
      .int(RESTAURANT_MESSAGES.partySize)
      .min(1, RESTAURANT_MESSAGES.partySize)
      .max(MAX_PARTY_SIZE, RESTAURANT_MESSAGES.partySize),
    details: z
      .string({ error: 'Additional Details must be text.' })
      .trim()
      .max(500, 'Additional Details can be at most 500 characters.')
      .default(''),
  })
  .refine((body) => body.date >= hotelToday(), {
    path: ['date'],
    message: RESTAURANT_MESSAGES.datePast,
    when: ({ value }) => isIsoDate((value as { date?: unknown })?.date),
  })
  .refine((body) => body.date !== hotelToday() || body.time > hotelTimeNow(), {
    path: ['time'],
    message: RESTAURANT_MESSAGES.timePassed,
  });
export type RestaurantReservationRequest = z.input<typeof restaurantReservationRequestSchema>;

export const RESTAURANT_RESERVATION_STATUSES = ['Pending', 'Confirmed', 'Cancelled'] as const;

/** SPEC §3 restaurant reservation. */
export const restaurantReservationSchema = z.object({
  _id: z.number().int(),
  user_id: z.object({ _id: z.number().int(), name: z.string() }),
  name: z.string(),
  /** 'YYYY-MM-DD'. */
  reservation_date: z.string(),
  /** 'HH:MM'. */
  reservation_time: z.string(),
  party_size: z.number().int(),
  /** null until staff assign a table. */
  table_id: z.object({ _id: z.number().int(), table_name: z.string() }).nullable(),
  status: z.enum(RESTAURANT_RESERVATION_STATUSES),
  remark: z.string(),
  created_at: z.string(),
});
export type RestaurantReservation = z.infer<typeof restaurantReservationSchema>;

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
