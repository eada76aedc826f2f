import {
  BOOKING_MESSAGES,
  couponMinNightsMessage,
  hotelToday,
  MAX_ROOMS_PER_BOOKING,
  nightsBetween,
  STAY_MESSAGES,
  type RatePlanCode,
  type StayBooking,
  type StayQuote,
  type StayRoomType,
} from '@haveli/contracts';
import type {
  StayBookingRow,
  StayOffer,
  StayRoomTypeRow,
  staysRepository,
} from '../repositories/stays-repository';
import { now } from './clock';
import { badRequest } from './http-errors';
import {
  cancelFeeNow,
  indianDate,
  policyOf,
  priceStay,
  roomsNeeded,
  splitParty,
  stayVerdict,
  type RoomParty,
} from './stay-pricing';

type StaysRepository = ReturnType<typeof staysRepository>;

export interface StayAsk {
  roomTypeId: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  childAges: number[];
  rooms: number;
  ratePlan: RatePlanCode;
  coupon?: string | undefined;
}

/** What a quote needs to become a booking besides the quote itself. */
export interface PricedStay {
  quote: StayQuote;
  parties: RoomParty[];
  offer: StayOffer | null;
}

export function publicRoomType(type: StayRoomTypeRow): StayRoomType {
  return {
    id: type.id,
    room_type: type.room_type,
    title: type.title,
    image: type.image,
    included_occupancy: type.included_occupancy,
    max_adults: type.max_adults,
    max_children: type.max_children,
    max_guests: type.max_guests,
  };
}

/** What a coupon is asked for: the stay's dates and, once known, its room type. */
interface CouponStay {
  checkIn: string;
  checkOut: string;
  nights: number;
  roomTypeId?: number;
}

/**
 * Why an offer does not fit a stay's dates and room type (its conditions that hold whenever it is asked,
 * booked or changed), or null when it does.
 */
function offerMisfit(offer: StayOffer, stay: CouponStay): string | null {
  if (
    (offer.valid_from && stay.checkIn < offer.valid_from) ||
    (offer.valid_to && stay.checkIn > offer.valid_to)
  )
    return STAY_MESSAGES.couponExpired;
  if (stay.nights < offer.min_nights) return couponMinNightsMessage(offer.min_nights);
  if (stay.roomTypeId !== undefined && offer.room_type_ids && !offer.room_type_ids.includes(stay.roomTypeId))
    return STAY_MESSAGES.couponRoomType;
  const blackout = offer.blackout_dates.find((night) => night >= stay.checkIn && night < stay.checkOut);
  if (blackout) return STAY_MESSAGES.couponBlackout(indianDate(blackout));
  return null;
}

/**
 * The coupon's own rules for a stay (validity, minimum nights, room types, blackout nights, how far ahead it
 * is booked, uses left); a 400 the guest can read.
 */
export async function validOffer(repo: StaysRepository, code: string, stay: CouponStay): Promise<StayOffer> {
  const offer = await repo.offer(code);
  if (!offer) throw badRequest(BOOKING_MESSAGES.invalidCoupon);
  const misfit = offerMisfit(offer, stay);
  if (misfit) throw badRequest(misfit);
  if (offer.advance_days !== null && nightsBetween(hotelToday(now()), stay.checkIn) < offer.advance_days)
    throw badRequest(STAY_MESSAGES.couponTooLate(offer.advance_days));
  if (offer.max_uses !== null && offer.uses >= offer.max_uses) throw badRequest(STAY_MESSAGES.couponUsedUp);
  return offer;
}

/**
 * Why a stay of the room type from `checkIn` to `checkOut` may not be sold (the stay rules and the rates
 * calendar's stop-sell, closed to arrival or departure and stays by arrival day), or null when it may. For
 * every way a stay is booked, the guest's and the staff's.
 */
export async function stayRefusal(
  repo: StaysRepository,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
): Promise<string | null> {
  const { rules, restrictions } = await repo.rateData(checkIn, checkOut);
  return stayVerdict(rules, restrictions, roomTypeId, checkIn, checkOut).refusal;
}

/**
 * Prices a stay: the party must fit the rooms asked for, the dates the type's minimum and maximum stay,
 * the coupon its rules. `keepOffer` re-prices a booked stay with the coupon it already holds (its use is
 * counted), or drops it when the new stay no longer qualifies.
 */
export async function priceAsk(
  repo: StaysRepository,
  ask: StayAsk,
  keepOffer?: StayOffer | null,
): Promise<PricedStay> {
  const type = await repo.roomType(ask.roomTypeId);
  if (!type) throw badRequest(STAY_MESSAGES.roomType);
  const needed = roomsNeeded(type, ask.adults, ask.childAges, ask.rooms);
  if (needed === null) throw badRequest(STAY_MESSAGES.partyTooLarge(MAX_ROOMS_PER_BOOKING + 1));
  if (needed > ask.rooms) throw badRequest(STAY_MESSAGES.partyTooLarge(needed));
  const parties = splitParty(type, ask.adults, ask.childAges, ask.rooms);
  if (!parties) throw badRequest(STAY_MESSAGES.partyTooLarge(needed));

  const nights = nightsBetween(ask.checkIn, ask.checkOut);
  const { seasons, rules, restrictions, plans, slabs } = await repo.rateData(ask.checkIn, ask.checkOut);
  const limits = stayVerdict(rules, restrictions, type.id, ask.checkIn, ask.checkOut);
  if (limits.refusal) throw badRequest(limits.refusal);
  const plan = plans.find((candidate) => candidate.code === ask.ratePlan);
  if (!plan) throw badRequest(STAY_MESSAGES.ratePlan);

  let offer: StayOffer | null = null;
  if (keepOffer !== undefined) {
    // How far ahead it was booked was asked when it was: a change keeps the coupon if the rest still fits.
    const stay = { checkIn: ask.checkIn, checkOut: ask.checkOut, nights, roomTypeId: type.id };
    offer = keepOffer && offerMisfit(keepOffer, stay) === null ? keepOffer : null;
  } else if (ask.coupon) {
    offer = await validOffer(repo, ask.coupon, {
      checkIn: ask.checkIn,
      checkOut: ask.checkOut,
      nights,
      roomTypeId: type.id,
    });
  }
  const coupon = offer && {
    code: offer.code.toUpperCase(),
    offer_title: offer.offer_title,
    offer_type: offer.offer_type,
    offer_value: offer.offer_value,
  };
  const stay = { ...ask, rooms: parties.length };
  const price = priceStay({ roomType: type, seasons, plan, slabs, coupon }, stay, parties);
  const ratePlans = plans.map((candidate) => {
    const candidatePrice =
      candidate === plan
        ? price
        : priceStay({ roomType: type, seasons, plan: candidate, slabs, coupon }, stay, parties);
    const policy = policyOf(candidate, ask.checkIn, candidatePrice);
    return {
      code: candidate.code,
      name: candidate.name,
      description: candidate.description,
      policy_text: policy.text,
      refundable: candidate.refundable,
      total: candidatePrice.total,
      deposit: policy.deposit,
    };
  });
  return {
    parties,
    offer,
    quote: {
      room_type: publicRoomType(type),
      check_in: ask.checkIn,
      check_out: ask.checkOut,
      nights,
      adults: ask.adults,
      children: ask.childAges.length,
      child_ages: ask.childAges,
      rooms: parties.length,
      rate_plan: plan.code,
      available_rooms: await repo.freeRooms(type.id, ask.checkIn, ask.checkOut),
      min_nights: limits.min,
      max_nights: limits.max,
      price,
      policy: policyOf(plan, ask.checkIn, price),
      rate_plans: ratePlans,
    },
  };
}

/** A stored booking as the guest sees it, with what they may do with it at `at`. */
export function toStayBooking(row: StayBookingRow, type: StayRoomType, at: Date): StayBooking {
  const upcoming = row.state === 'booked' && row.check_in >= hotelToday(at);
  const free = row.policy.free_until !== null && at.getTime() < Date.parse(row.policy.free_until);
  return {
    reference: row.reference,
    status: row.status,
    state: row.state,
    guest_name: row.guest_name,
    room_type: type,
    room_numbers: row.room_numbers,
    check_in: row.check_in,
    check_out: row.check_out,
    nights: nightsBetween(row.check_in, row.check_out),
    adults: row.adults,
    children: row.children,
    child_ages: row.child_ages,
    rooms: row.rooms,
    rate_plan: { code: row.rate_plan, name: row.rate_plan_name },
    coupon: row.coupon,
    requests: {
      arrival_time: row.arrival_time,
      bed_preference: row.bed_preference,
      occasion: row.occasion,
      remarks: row.remarks,
    },
    billing:
      row.billing_company && row.billing_address && row.billing_gstin
        ? { company: row.billing_company, address: row.billing_address, gstin: row.billing_gstin }
        : null,
    price: row.price,
    // Bookings made before deposits were taken paid nothing when booking.
    policy: { ...row.policy, deposit: row.policy.deposit ?? 0 },
    can_change: upcoming && free,
    can_cancel: upcoming,
    cancellation_fee_now: upcoming ? cancelFeeNow(row, at) : 0,
    cancellation_fee: row.cancellation_fee,
    created_at: row.created_at,
    cancelled_at: row.cancelled_at,
    pay_by: row.pay_by,
  };
}
