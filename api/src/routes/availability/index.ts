import {
  apiErrorSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  discountedPrice,
  MAX_CHILD_AGE,
  MAX_ROOMS_PER_BOOKING,
  nightsBetween,
  STAY_MESSAGES,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicableCoupon } from '../../lib/coupons';
import { HttpError } from '../../lib/http-errors';
import { priceStay, roomsNeeded, splitParty, stayVerdict } from '../../lib/stay-pricing';
import { validOffer } from '../../lib/stays';

/** GET availability: every room type's free rooms and price for a stay (public; registered under /availability). */
const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: 'Free rooms and prices of each room type for a stay, with an optional coupon',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const {
        check_in,
        check_out,
        guests,
        coupon: code,
        adults,
        children,
        child_ages,
        room_count: rooms,
      } = request.query;
      const nights = nightsBetween(check_in, check_out);
      const coupon = await applicableCoupon(code, nights, app.repositories.availability.coupon);
      const offer = code
        ? await validOffer(app.repositories.stays, code, { checkIn: check_in, checkOut: check_out, nights })
        : null;
      const roomTypes = await app.repositories.availability.roomTypes(check_in, check_out);
      const party = {
        adults: adults ?? guests,
        children,
        childAges: child_ages,
        rooms: rooms ?? 1,
        // Without adults or rooms the caller asked the old question: one room for `guests`.
        oneRoomOnly: adults === undefined && rooms === undefined,
      };
      const totals = await allInTotals(check_in, check_out, {
        ...party,
        coupon: offer && {
          code: offer.code.toUpperCase(),
          offer_title: offer.offer_title,
          offer_type: offer.offer_type,
          offer_value: offer.offer_value,
        },
      });
      // A coupon for some room types only: the others are priced, and shown, without it.
      const forType = (typeId: number) => !offer?.room_type_ids || offer.room_type_ids.includes(typeId);
      const withoutCoupon = offer?.room_type_ids
        ? await allInTotals(check_in, check_out, { ...party, coupon: null })
        : totals;
      return {
        check_in,
        check_out,
        nights,
        guests,
        coupon,
        rooms: roomTypes.map(({ free_rooms, ...type }) => {
          const fullPrice = nights * type.room_base_price;
          const allIn = (forType(type.id) ? totals : withoutCoupon).get(type.id);
          const sleepsParty =
            adults === undefined && rooms === undefined ? guests <= type.max_guests : !!allIn?.rooms_needed;
          return {
            ...type,
            ...allIn,
            available: sleepsParty ? free_rooms : 0,
            nights,
            price: forType(type.id) ? discountedPrice(fullPrice, coupon) : fullPrice,
            full_price: fullPrice,
          };
        }),
      };
    },
  );

  /**
   * Each type's all-in total on the flexible plan (weekend and season rates, extra guests, the
   * coupon, GST) for the rooms the party needs, or why there is none.
   */
  async function allInTotals(
    checkIn: string,
    checkOut: string,
    party: {
      adults: number;
      children: number | undefined;
      childAges: string | undefined;
      rooms: number;
      oneRoomOnly: boolean;
      coupon: Parameters<typeof priceStay>[0]['coupon'];
    },
  ) {
    const ages = (party.childAges ?? '')
      .split(',')
      .filter((age) => age.trim() !== '')
      .map(Number);
    if (ages.some((age) => !Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE)) {
      throw new HttpError(400, STAY_MESSAGES.childAges);
    }
    if (party.children !== undefined && party.children !== ages.length) {
      // Ages not given: children are priced as the oldest (the guest gives ages when booking).
      while (ages.length < party.children) ages.push(MAX_CHILD_AGE);
      ages.length = party.children;
    }
    const [types, data] = await Promise.all([
      app.repositories.stays.roomTypes(),
      app.repositories.stays.rateData(checkIn, checkOut),
    ]);
    const plan = data.plans.find((candidate) => candidate.code === 'flexible') ?? data.plans[0];
    const result = new Map<
      number,
      { total?: number; tax_total?: number; rooms_needed?: number; unavailable_reason?: string }
    >();
    for (const type of types) {
      const needed = roomsNeeded(type, party.adults, ages, party.rooms);
      if (needed === null || (party.oneRoomOnly && needed > 1)) {
        result.set(type.id, { unavailable_reason: STAY_MESSAGES.partyTooLarge(MAX_ROOMS_PER_BOOKING + 1) });
        continue;
      }
      const verdict = stayVerdict(data.rules, data.restrictions, type.id, checkIn, checkOut);
      const parties = splitParty(type, party.adults, ages, needed);
      if (verdict.refusal || !parties || !plan) {
        result.set(type.id, {
          rooms_needed: needed,
          unavailable_reason: verdict.refusal ?? STAY_MESSAGES.partyTooLarge(needed),
        });
        continue;
      }
      const price = priceStay(
        { roomType: type, seasons: data.seasons, plan, slabs: data.slabs, coupon: party.coupon },
        { checkIn, checkOut, adults: party.adults, childAges: ages, rooms: needed },
        parties,
      );
      result.set(type.id, { rooms_needed: needed, total: price.total, tax_total: price.tax_total });
    }
    return result;
  }
};

export default availabilityRoutes;
