// ── The hotel's calendar ────────────────────────────────────────────────────────────────────────────────

/** Dates are the hotel's own: "today" is today in Jaipur, wherever the guest or the server is. */
export const HOTEL_TIME_ZONE = 'Asia/Kolkata';

/**
 * India keeps one offset all year, UTC+05:30, with no daylight saving since 1945, so Jaipur's date and
 * time are plain arithmetic (a test holds them to Intl's answer for HOTEL_TIME_ZONE). An Intl formatter
 * for a time zone loads ICU's zone data on first use: main-thread milliseconds on every page that books.
 */
const JAIPUR_OFFSET_MS = (5 * 60 + 30) * 60_000;
const inJaipur = (now: Date) => new Date(now.getTime() + JAIPUR_OFFSET_MS).toISOString();

/** Today's date in Jaipur, 'YYYY-MM-DD'. */
export function hotelToday(now: Date = new Date()): string {
  return inJaipur(now).slice(0, 10);
}

/** The time in Jaipur, 'HH:MM'. */
export function hotelTimeNow(now: Date = new Date()): string {
  return inJaipur(now).slice(11, 16);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written 'YYYY-MM-DD' (so '2026-02-30' is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' plus a number of days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Nights between two 'YYYY-MM-DD' dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

// ── Stays: shared by the availability search, both booking forms and the API ─────────────────────────────

export const MAX_STAY_NIGHTS = 30;
export const MAX_GUESTS = 4;
/** SPEC §9: the room types a guest picks in the booking forms. */
export const BOOKING_ROOM_TYPES = ['Standard', 'Deluxe', 'Suite'] as const;

export const BOOKING_MESSAGES = {
  guestNameRequired: 'Guest Name is required.',
  checkInRequired: 'Check-in Date is required.',
  checkOutRequired: 'Check-out Date is required.',
  roomTypeRequired: 'Room Type is required.',
  invalidDate: 'Enter a valid date.',
  checkInPast: 'Check-in date cannot be in the past.',
  checkOutNotAfterCheckIn: 'Check-out date must be after the check-in date.',
  stayTooLong: `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
  guests: `Guests must be a whole number from 1 to ${MAX_GUESTS}.`,
  unknownRoomType: 'Please choose a valid room type.',
  tooManyGuests: 'This room type cannot sleep that many guests.',
  invalidCoupon: 'This coupon code is not valid.',
  /** SPEC §8. */
  booked: 'Booking successful!',
  /** SPEC §8, the dashboard's Add New Booking. */
  bookedFromDashboard: 'Booking confirmed!',
  /** SPEC §8. */
  noBookings: 'No bookings found.',
  cancelled: 'Your booking has been cancelled.',
  notFound: 'Booking not found.',
  alreadyCancelled: 'This booking is already cancelled.',
} as const;

/** The coupon's own rule, e.g. "stays of two nights or more". */
export const couponMinNightsMessage = (nights: number) =>
  `This coupon applies to stays of at least ${nights} nights.`;
