import { z } from 'zod';
import { rupeesSchema } from './money-schema';
import { requiredText } from './account';

import {
  BOOKING_MESSAGES,
  BOOKING_ROOM_TYPES,
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
    /** The party (when given, it replaces guests) and the rooms asked for. */
    adults: z.coerce
      .number({ error: 'Adults must be a whole number from 1 to 12.' })
      .int()
      .min(1)
      .max(12)
      .optional(),
    children: z.coerce
      .number({ error: 'Children must be a whole number from 0 to 8.' })
      .int()
      .min(0)
      .max(8)
      .optional(),
    /** Comma-separated ages, e.g. "4,9". */
    child_ages: z.string().trim().max(60).optional(),
    /** The rooms the guest asks for (the bar's own `rooms` field is a string option). */
    room_count: z.coerce
      .number({ error: 'Rooms must be a whole number from 1 to 4.' })
      .int()
      .min(1)
      .max(4)
      .optional(),
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
  /**
   * The all-in total of the stay on the flexible rate plan (nights at their weekend and season
   * rates, extra guests, the coupon and GST), for the rooms the party needs; absent when the type cannot take
   * the party or the dates break its minimum or maximum stay.
   */
  total: rupeesSchema.optional(),
  /** The rooms of this type the party needs (at least the rooms asked for). */
  rooms_needed: z.number().int().optional(),
  /** GST included in total. */
  tax_total: rupeesSchema.optional(),
  /** Why no total: e.g. the minimum stay for these dates. */
  unavailable_reason: z.string().optional(),
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
  price: rupeesSchema,
  coupon: z.string().nullable(),
  reservation_status: z.enum(HOTEL_RESERVATION_STATUSES),
  remark: z.string(),
  created_at: z.string(),
  /** The reference (e.g. HJ-7KQ2MX) of the stay booking this room belongs to: every reservation has one. */
  reference: z.string(),
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

export const reservationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The booking id must be a positive whole number.' })
    .int('The booking id must be a positive whole number.')
    .min(1, 'The booking id must be a positive whole number.')
    .max(2_147_483_647, 'The booking id must be a positive whole number.'),
});
