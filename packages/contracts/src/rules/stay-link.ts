// ── The guest's choice, carried from a "Book" link to the booking form (no zod: read in the browser) ───────

import { isIsoDate } from './bookings';

/** What a "Book" link says about the stay; the booking form starts from it and the guest may change all. */
export interface StayChoice {
  roomType?: string;
  checkIn?: string;
  checkOut?: string;
  adults?: number;
  children?: number;
  /** One age (0 to 17) per child, when known. */
  childAges?: number[];
  rooms?: number;
  coupon?: string;
  ratePlan?: string;
}

// The API's limits (stays.ts), repeated here so that reading a link needs no zod.
const MAX_ADULTS = 12;
const MAX_CHILDREN = 8;
const MAX_CHILD_AGE = 17;
const MAX_ROOMS = 4;

/**
 * SPEC §9 booking bar guests, options 1 to 4: one adult, then two adults with one, two or three children.
 * The bar keeps the spec's four options; each stands for this party.
 */
export const GUEST_OPTION_PARTIES = {
  '1': { adults: 1, children: 0 },
  '2': { adults: 2, children: 1 },
  '3': { adults: 2, children: 2 },
  '4': { adults: 2, children: 3 },
} as const;
export type GuestOption = keyof typeof GUEST_OPTION_PARTIES;

export function partyOfGuestOption(option: string | number): { adults: number; children: number } {
  return GUEST_OPTION_PARTIES[String(option) as GuestOption] ?? GUEST_OPTION_PARTIES['1'];
}

const wholeNumber = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};

/** The "Book" link's query string, e.g. `/user-booking?roomType=Deluxe&checkIn=…&adults=2&children=1`. */
export function stayChoiceSearch(choice: StayChoice): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('roomType', choice.roomType);
  set('checkIn', choice.checkIn);
  set('checkOut', choice.checkOut);
  set('adults', choice.adults);
  set('children', choice.children);
  if (choice.childAges?.length) params.set('childAges', choice.childAges.join(','));
  set('rooms', choice.rooms);
  set('coupon', choice.coupon);
  set('ratePlan', choice.ratePlan);
  return params.toString();
}

export function bookingLink(choice: StayChoice): string {
  const search = stayChoiceSearch(choice);
  return search ? `/user-booking?${search}` : '/user-booking';
}

/**
 * Reads a "Book" link. Whatever is missing or makes no sense is left out (the form then asks for it), never
 * an error: a link is the guest's starting point, not a request. The older `guests` parameter (the bar's
 * option, 1 to 4) still counts when `adults` is not given.
 */
export function readStayChoice(params: URLSearchParams): StayChoice {
  const choice: StayChoice = {};
  const roomType = text(params.get('roomType'), 60);
  if (roomType) choice.roomType = roomType;
  const checkIn = params.get('checkIn');
  if (isIsoDate(checkIn)) choice.checkIn = checkIn;
  const checkOut = params.get('checkOut');
  if (isIsoDate(checkOut)) choice.checkOut = checkOut;

  const adults = wholeNumber(params.get('adults'), 1, MAX_ADULTS);
  const children = wholeNumber(params.get('children'), 0, MAX_CHILDREN);
  const option = params.get('guests');
  if (adults !== undefined) {
    choice.adults = adults;
    choice.children = children ?? 0;
  } else if (option && option in GUEST_OPTION_PARTIES) {
    Object.assign(choice, partyOfGuestOption(option));
  } else if (children !== undefined) {
    choice.children = children;
  }
  const ages = (params.get('childAges') ?? '')
    .split(',')
    .map((age) => wholeNumber(age.trim(), 0, MAX_CHILD_AGE));
  if (ages.length > 0 && ages.every((age) => age !== undefined)) {
    choice.childAges = (ages as number[]).slice(0, choice.children ?? MAX_CHILDREN);
  }

  const rooms = wholeNumber(params.get('rooms'), 1, MAX_ROOMS);
  if (rooms !== undefined) choice.rooms = rooms;
  const coupon = text(params.get('coupon'), 40);
  if (coupon) choice.coupon = coupon.toUpperCase();
  const ratePlan = text(params.get('ratePlan'), 40);
  if (ratePlan) choice.ratePlan = ratePlan;
  return choice;
}
