import {
  addDays,
  formatInr,
  gstOn,
  MAX_ROOMS_PER_BOOKING,
  MAX_STAY_NIGHTS,
  nightsBetween,
  type RatePlanCode,
  type StayNight,
  type StayPolicy,
  type StayPrice,
  STAY_MESSAGES,
  type StayTaxLine,
  toPaise,
  toRupees,
} from '@haveli/contracts';

// The price of a stay from the rate data (migration 0009): pure, so the property test can run it on any
// input. Rates, extras and discounts are whole rupees, computed per room and night; GST is charged once per
// night and rate on that night's taxable value at that rate, in paise (CGST and SGST each rounded once, see
// `gstOn`), so a tax line is its rate times its base and every total is a sum of lines, counted in paise.

export interface PricingRoomType {
  id: number;
  room_base_price: number;
  weekend_price: number | null;
  included_occupancy: number;
  max_adults: number;
  max_children: number;
  max_guests: number;
  extra_adult_price: number;
  extra_child_price: number;
  child_free_under_age: number;
}

export interface RateSeason {
  id: number;
  name: string;
  room_type_id: number | null;
  starts_on: string;
  ends_on: string;
  adjust_kind: 'percent' | 'amount';
  adjust_value: number;
  priority: number;
  /** 'add' moves the rate on top of the lower-priority seasons of the night; 'replace' (the default) alone. */
  combine?: 'replace' | 'add';
}

export interface StayRule {
  room_type_id: number | null;
  starts_on: string;
  ends_on: string;
  min_nights: number;
  max_nights: number;
}

/** A room type's restrictions on one night (migration 0036), set from the rates calendar. */
export interface RateRestriction {
  room_type_id: number;
  night: string;
  stop_sell: boolean;
  min_stay_arrival: number | null;
  max_stay_arrival: number | null;
  closed_to_arrival: boolean;
  closed_to_departure: boolean;
}

export interface RatePlan {
  code: RatePlanCode;
  name: string;
  description: string;
  adjust_percent: number;
  meal_price_adult: number;
  meal_price_child: number;
  refundable: boolean;
  free_cancel_hours: number | null;
  late_fee_nights: number;
  /** A refundable plan's deposit, paid when booking (percent of the stay). */
  deposit_percent: number;
}

export interface GstSlab {
  effective_from: string;
  effective_to: string | null;
  tariff_from: number;
  tariff_to: number | null;
  rate_percent: number;
}

export interface PricingCoupon {
  code: string;
  offer_title: string;
  offer_type: 'percent' | 'flat';
  offer_value: number;
}

export interface StayInput {
  checkIn: string;
  checkOut: string;
  adults: number;
  childAges: readonly number[];
  rooms: number;
}

export interface RoomParty {
  adults: number;
  childAges: number[];
}

/** Check-in time in Jaipur: deadlines count back from it. */
export const CHECK_IN_TIME = '14:00';
const JAIPUR_OFFSET = '+05:30';

/** "22 Jan 2027", the way the hotel writes dates. */
export function indianDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The party split over `rooms` rooms, adults as evenly as possible (each room has one), then each child in
 * the room with the fewest guests that still has space; null when the type cannot sleep it in that many.
 */
export function splitParty(
  type: PricingRoomType,
  adults: number,
  childAges: readonly number[],
  rooms: number,
): RoomParty[] | null {
  if (rooms < 1 || adults < rooms) return null;
  const parties: RoomParty[] = Array.from({ length: rooms }, (_, index) => ({
    adults: Math.floor(adults / rooms) + (index < adults % rooms ? 1 : 0),
    childAges: [],
  }));
  if (parties.some((party) => party.adults > type.max_adults || party.adults > type.max_guests)) return null;
  for (const age of childAges) {
    const room = parties
      .filter(
        (party) =>
          party.childAges.length < type.max_children &&
          party.adults + party.childAges.length < type.max_guests,
      )
      .sort((a, b) => a.adults + a.childAges.length - (b.adults + b.childAges.length))[0];
    if (!room) return null;
    room.childAges.push(age);
  }
  return parties;
}

/** The fewest rooms (from `atLeast`, at most 4) of the type that sleep the party, or null. */
export function roomsNeeded(
  type: PricingRoomType,
  adults: number,
  childAges: readonly number[],
  atLeast = 1,
): number | null {
  for (let rooms = Math.max(1, atLeast); rooms <= MAX_ROOMS_PER_BOOKING; rooms += 1) {
    if (splitParty(type, adults, childAges, rooms)) return rooms;
  }
  return null;
}

/** Minimum and maximum nights for a stay arriving on `checkIn` (the strictest rule that applies). */
export function stayLimits(
  rules: readonly StayRule[],
  roomTypeId: number,
  checkIn: string,
): { min: number; max: number } {
  const applying = rules.filter(
    (rule) =>
      (rule.room_type_id === null || rule.room_type_id === roomTypeId) &&
      rule.starts_on <= checkIn &&
      checkIn <= rule.ends_on,
  );
  return {
    min: Math.max(1, ...applying.map((rule) => rule.min_nights)),
    max: Math.min(MAX_STAY_NIGHTS, ...applying.map((rule) => rule.max_nights)),
  };
}

/**
 * The seasons that move the rate of a night, lowest priority first: from the highest priority down, every
 * 'add' season and then the first 'replace' one, which hides the seasons below it.
 */
export function seasonsOf(seasons: readonly RateSeason[], roomTypeId: number, date: string): RateSeason[] {
  const matching = seasons
    .filter(
      (season) =>
        (season.room_type_id === null || season.room_type_id === roomTypeId) &&
        season.starts_on <= date &&
        date <= season.ends_on,
    )
    .sort((a, b) => b.priority - a.priority || a.id - b.id);
  const applied: RateSeason[] = [];
  for (const season of matching) {
    applied.push(season);
    if ((season.combine ?? 'replace') === 'replace') break;
  }
  return applied.reverse();
}

/** A night's room rate before the plan: the weekday or weekend price moved by its seasons, in order. */
export function seasonalRate(
  type: Pick<PricingRoomType, 'id' | 'room_base_price' | 'weekend_price'>,
  seasons: readonly RateSeason[],
  date: string,
): { rate: number; weekend: boolean; applied: RateSeason[] } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = (weekday === 5 || weekday === 6) && type.weekend_price !== null;
  let rate = weekend ? (type.weekend_price ?? type.room_base_price) : type.room_base_price;
  const applied = seasonsOf(seasons, type.id, date);
  for (const season of applied) {
    rate =
      season.adjust_kind === 'percent'
        ? Math.round((rate * (100 + season.adjust_value)) / 100)
        : rate + season.adjust_value;
  }
  return { rate, weekend, applied };
}

/** A night's room rate under a plan, as a quote prices it (never below zero). */
export function nightlyRate(
  type: Pick<PricingRoomType, 'id' | 'room_base_price' | 'weekend_price'>,
  seasons: readonly RateSeason[],
  plan: Pick<RatePlan, 'adjust_percent'>,
  date: string,
): number {
  const { rate } = seasonalRate(type, seasons, date);
  return Math.max(0, Math.round((rate * (100 + plan.adjust_percent)) / 100));
}

/** A day as the hotel writes it in a sentence: "3 Dec 2026". */
const dayWords = (isoDate: string) => indianDate(isoDate);

/**
 * Whether a stay of the type from `checkIn` to `checkOut` may be sold, and its fewest and most nights: the
 * stay rules and the calendar's restrictions together. The one check that search, quotes, bookings and
 * staff reservations share: `refusal` is the reason in words, or null when the stay may be sold.
 */
export function stayVerdict(
  rules: readonly StayRule[],
  restrictions: readonly RateRestriction[],
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
): { min: number; max: number; refusal: string | null } {
  const own = restrictions.filter((restriction) => restriction.room_type_id === roomTypeId);
  const on = (date: string) => own.find((restriction) => restriction.night === date);
  const arrival = on(checkIn);
  const limits = stayLimits(rules, roomTypeId, checkIn);
  const min = Math.max(limits.min, arrival?.min_stay_arrival ?? 1);
  const max = Math.min(limits.max, arrival?.max_stay_arrival ?? MAX_STAY_NIGHTS);
  const nights = nightsBetween(checkIn, checkOut);
  const stopped = own
    .filter(
      (restriction) => restriction.stop_sell && checkIn <= restriction.night && restriction.night < checkOut,
    )
    .sort((a, b) => a.night.localeCompare(b.night))[0];
  const refusal = stopped
    ? STAY_MESSAGES.stopSold(dayWords(stopped.night))
    : arrival?.closed_to_arrival
      ? STAY_MESSAGES.closedToArrival(dayWords(checkIn))
      : on(checkOut)?.closed_to_departure
        ? STAY_MESSAGES.closedToDeparture(dayWords(checkOut))
        : nights < min
          ? STAY_MESSAGES.minStay(min)
          : nights > max
            ? STAY_MESSAGES.maxStay(max)
            : null;
  return { min, max, refusal };
}

function seasonLabel(season: RateSeason): string {
  const sign = season.adjust_value > 0 ? '+' : '−';
  const size =
    season.adjust_kind === 'percent'
      ? `${Math.abs(season.adjust_value)}%`
      : formatInr(Math.abs(season.adjust_value));
  return `${season.name} (${sign}${size})`;
}

/** GST rate for one room's tariff on a night, by the slab in force that day. */
export function gstRate(slabs: readonly GstSlab[], date: string, tariff: number): number {
  const slab = slabs.find(
    (candidate) =>
      candidate.effective_from <= date &&
      (candidate.effective_to === null || date <= candidate.effective_to) &&
      tariff >= candidate.tariff_from &&
      (candidate.tariff_to === null || tariff <= candidate.tariff_to),
  );
  if (!slab) throw new Error(`No GST slab covers a tariff of ${tariff} on ${date}`);
  return Number(slab.rate_percent);
}

/** Splits `amount` over `weights` in proportion, in whole rupees that add up to it (largest remainder). */
function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  order.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface PriceData {
  roomType: PricingRoomType;
  seasons: readonly RateSeason[];
  plan: RatePlan;
  slabs: readonly GstSlab[];
  coupon: PricingCoupon | null;
}

/** The breakdown of a stay; `parties` is the party split over the rooms (see splitParty). */
export function priceStay(data: PriceData, stay: StayInput, parties: readonly RoomParty[]): StayPrice {
  const { roomType: type, plan } = data;
  const nightCount = nightsBetween(stay.checkIn, stay.checkOut);
  const dates = Array.from({ length: nightCount }, (_, index) => addDays(stay.checkIn, index));

  const perNight = dates.map((date) => {
    const { weekend, applied } = seasonalRate(type, data.seasons, date);
    const rate = nightlyRate(type, data.seasons, plan, date);
    const season = applied.length > 0 ? applied.map(seasonLabel).join(' + ') : null;
    const rooms = parties.map((party) => {
      const payingChildren = party.childAges.filter((age) => age >= type.child_free_under_age).length;
      const freeSlots = Math.max(0, type.included_occupancy - party.adults);
      const extraAdults = Math.max(0, party.adults - type.included_occupancy);
      const extraChildren = Math.max(0, payingChildren - freeSlots);
      const meal = party.adults * plan.meal_price_adult + payingChildren * plan.meal_price_child;
      return {
        extraAdults,
        extraChildren,
        extraAdultAmount: extraAdults * type.extra_adult_price,
        extraChildAmount: extraChildren * type.extra_child_price,
        meal,
        amount: rate + extraAdults * type.extra_adult_price + extraChildren * type.extra_child_price + meal,
      };
    });
    return { date, rate, weekend, season, rooms };
  });

  const roomNights = perNight.flatMap((night) => night.rooms.map((room) => room.amount));
  const subtotal = roomNights.reduce((a, b) => a + b, 0);
  const coupon = data.coupon;
  const discount = !coupon
    ? 0
    : coupon.offer_type === 'percent'
      ? Math.round((subtotal * coupon.offer_value) / 100)
      : Math.min(coupon.offer_value, subtotal);
  const shares = allocate(discount, roomNights);

  let shareIndex = 0;
  const nights: StayNight[] = perNight.map((night) => {
    const taxesByRate = new Map<number, StayTaxLine>();
    let nightDiscount = 0;
    for (const room of night.rooms) {
      const share = shares[shareIndex] ?? 0;
      shareIndex += 1;
      nightDiscount += share;
      const taxable = room.amount - share;
      const ratePercent = gstRate(data.slabs, night.date, taxable);
      const line = taxesByRate.get(ratePercent) ?? {
        label: `GST ${ratePercent}%`,
        rate_percent: ratePercent,
        taxable: 0,
        amount: 0,
      };
      line.taxable += taxable;
      taxesByRate.set(ratePercent, line);
    }
    for (const line of taxesByRate.values())
      line.amount = toRupees(gstOn(toPaise(line.taxable), line.rate_percent).tax);
    const sum = (pick: (room: (typeof night.rooms)[number]) => number) =>
      night.rooms.reduce((total, room) => total + pick(room), 0);
    const roomAmount = night.rate * night.rooms.length;
    const taxable = sum((room) => room.amount) - nightDiscount;
    const taxes = [...taxesByRate.values()].sort((a, b) => a.rate_percent - b.rate_percent);
    return {
      date: night.date,
      rate: night.rate,
      day_kind: night.weekend ? 'weekend' : 'base',
      season: night.season,
      room_amount: roomAmount,
      extra_adult_amount: sum((room) => room.extraAdultAmount),
      extra_child_amount: sum((room) => room.extraChildAmount),
      meal_plan_amount: sum((room) => room.meal),
      discount: nightDiscount,
      taxable,
      taxes,
      total: sumRupees([taxable, ...taxes.map((line) => line.amount)]),
    };
  });

  const total = (pick: (night: StayNight) => number) => sumRupees(nights.map(pick));
  const taxes = new Map<number, StayTaxLine>();
  for (const line of nights.flatMap((night) => night.taxes)) {
    const merged = taxes.get(line.rate_percent) ?? { ...line, taxable: 0, amount: 0 };
    merged.taxable += line.taxable;
    merged.amount = sumRupees([merged.amount, line.amount]);
    taxes.set(line.rate_percent, merged);
  }
  const extraAdultAmount = total((night) => night.extra_adult_amount);
  const extraChildAmount = total((night) => night.extra_child_amount);
  const mealAmount = total((night) => night.meal_plan_amount);
  const taxTotal = total((night) => sumRupees(night.taxes.map((line) => line.amount)));
  const roomAmount = total((night) => night.room_amount);
  const extrasAmount = extraAdultAmount + extraChildAmount + mealAmount;
  return {
    currency: 'INR',
    rooms: parties.length,
    nights,
    room_amount: roomAmount,
    extras_amount: extrasAmount,
    extras: {
      extra_adults: perNight[0]?.rooms.reduce((sum, room) => sum + room.extraAdults, 0) ?? 0,
      extra_adult_amount: extraAdultAmount,
      extra_children: perNight[0]?.rooms.reduce((sum, room) => sum + room.extraChildren, 0) ?? 0,
      extra_child_amount: extraChildAmount,
      meal_plan_amount: mealAmount,
    },
    discount: coupon ? { code: coupon.code, title: coupon.offer_title, amount: discount } : null,
    taxes: [...taxes.values()].sort((a, b) => a.rate_percent - b.rate_percent),
    tax_total: taxTotal,
    total: sumRupees([roomAmount, extrasAmount, -discount, taxTotal]),
  };
}

/** A sum of amounts in rupees (with paise), counted in paise so no float residue creeps in. */
export function sumRupees(amounts: readonly number[]): number {
  return toRupees(amounts.reduce((sum, amount) => sum + toPaise(amount), 0));
}

/** The moment check-in day's 14:00 in Jaipur is, as a Date. */
export function checkInMoment(checkIn: string): Date {
  return new Date(`${checkIn}T${CHECK_IN_TIME}:00${JAIPUR_OFFSET}`);
}

/** "22 Jan 2027, 14:00" in Jaipur. */
function jaipurMoment(at: Date): string {
  const shifted = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${indianDate(shifted.slice(0, 10))}, ${shifted.slice(11, 16)}`;
}

/** The plan's cancellation policy for a priced stay. */
export function policyOf(plan: RatePlan, checkIn: string, price: StayPrice): StayPolicy {
  if (!plan.refundable || plan.free_cancel_hours === null) {
    return {
      rate_plan: plan.code,
      refundable: false,
      text: `Non-refundable: the full amount (${formatInr(price.total)}) is charged if you cancel, change or do not arrive.`,
      free_until: null,
      fee_after_deadline: price.total,
      deposit: price.total,
    };
  }
  const deposit = toRupees(Math.round((toPaise(price.total) * plan.deposit_percent) / 100));
  const freeUntil = new Date(checkInMoment(checkIn).getTime() - plan.free_cancel_hours * 3_600_000);
  const fee = Math.min(
    price.total,
    sumRupees(price.nights.slice(0, plan.late_fee_nights).map((night) => night.total)),
  );
  const nightsWord =
    plan.late_fee_nights === 1 ? 'the first night' : `the first ${plan.late_fee_nights} nights`;
  return {
    rate_plan: plan.code,
    refundable: true,
    text:
      `Free cancellation until ${jaipurMoment(freeUntil)} (${plan.free_cancel_hours} hours before arrival); ` +
      `after that ${nightsWord} (${formatInr(fee)}) is charged.` +
      (deposit > 0 ? ` A deposit of ${formatInr(deposit)} is paid when booking, the rest at the hotel.` : ''),
    free_until: freeUntil.toISOString(),
    fee_after_deadline: fee,
    deposit,
  };
}

/** What cancelling costs at `at` under a stored policy. */
export function cancellationFee(policy: StayPolicy, at: Date): number {
  if (policy.free_until !== null && at.getTime() < Date.parse(policy.free_until)) return 0;
  return policy.fee_after_deadline;
}

/**
 * What cancelling a booking costs at `at`: its policy's fee, at most its total. A booking still held for what
 * is paid when booking has cost nothing yet: cancelling it is free, as letting its hold run out would be.
 */
export function cancelFeeNow(
  booking: { policy: StayPolicy; total: number; pay_by: string | null },
  at: Date,
): number {
  return booking.pay_by !== null ? 0 : Math.min(booking.total, cancellationFee(booking.policy, at));
}
