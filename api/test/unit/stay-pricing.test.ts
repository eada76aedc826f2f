import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, toPaise, toRupees } from '@haveli/contracts';
import fc from 'fast-check';
import {
  policyOf,
  priceStay,
  roomsNeeded,
  splitParty,
  type GstSlab,
  type PricingRoomType,
  type RatePlan,
  type RateSeason,
} from '../../src/lib/stay-pricing';

// The slabs of migration 0009: 12% / 18% before 22 Sep 2025, 5% / 18% since.
const SLABS: GstSlab[] = [
  {
    effective_from: '2022-07-18',
    effective_to: '2025-09-21',
    tariff_from: 0,
    tariff_to: 7500,
    rate_percent: 12,
  },
  {
    effective_from: '2022-07-18',
    effective_to: '2025-09-21',
    tariff_from: 7501,
    tariff_to: null,
    rate_percent: 18,
  },
  { effective_from: '2025-09-22', effective_to: null, tariff_from: 0, tariff_to: 7500, rate_percent: 5 },
  { effective_from: '2025-09-22', effective_to: null, tariff_from: 7501, tariff_to: null, rate_percent: 18 },
];

const roomType = fc.record({
  id: fc.constant(1),
  room_base_price: fc.integer({ min: 1000, max: 60000 }),
  weekend_price: fc.option(fc.integer({ min: 1000, max: 60000 }), { nil: null }),
  included_occupancy: fc.integer({ min: 1, max: 4 }),
  max_adults: fc.integer({ min: 1, max: 4 }),
  max_children: fc.integer({ min: 0, max: 3 }),
  max_guests: fc.integer({ min: 1, max: 6 }),
  extra_adult_price: fc.integer({ min: 0, max: 6000 }),
  extra_child_price: fc.integer({ min: 0, max: 4000 }),
  child_free_under_age: fc.integer({ min: 0, max: 12 }),
}) satisfies fc.Arbitrary<PricingRoomType>;

const date = fc.integer({ min: 0, max: 1500 }).map((days) => addDays('2025-06-01', days));

const season = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  name: fc.constantFrom('Winter', 'Summer', 'Festive'),
  room_type_id: fc.constantFrom(null, 1, 2),
  starts_on: date,
  ends_on: date,
  adjust_kind: fc.constantFrom('percent' as const, 'amount' as const),
  adjust_value: fc.integer({ min: -90, max: 5000 }).filter((value) => value !== 0),
  priority: fc.integer({ min: 0, max: 3 }),
}) satisfies fc.Arbitrary<RateSeason>;

const plan = fc.record({
  code: fc.constantFrom('flexible' as const, 'bed-breakfast' as const, 'non-refundable' as const),
  name: fc.constant('Plan'),
  description: fc.constant(''),
  adjust_percent: fc.integer({ min: -50, max: 30 }),
  meal_price_adult: fc.integer({ min: 0, max: 3000 }),
  meal_price_child: fc.integer({ min: 0, max: 2000 }),
  refundable: fc.boolean(),
  free_cancel_hours: fc.option(fc.integer({ min: 0, max: 168 }), { nil: null }),
  late_fee_nights: fc.integer({ min: 0, max: 3 }),
  deposit_percent: fc.integer({ min: 0, max: 100 }),
}) satisfies fc.Arbitrary<RatePlan>;

const coupon = fc.option(
  fc.oneof(
    fc.record({
      code: fc.constant('PCT'),
      offer_title: fc.constant('Percent off'),
      offer_type: fc.constant('percent' as const),
      offer_value: fc.integer({ min: 1, max: 100 }),
    }),
    fc.record({
      code: fc.constant('FLAT'),
      offer_title: fc.constant('Amount off'),
      offer_type: fc.constant('flat' as const),
      offer_value: fc.integer({ min: 1, max: 500000 }),
    }),
  ),
  { nil: null },
);

const stay = fc.record({
  checkIn: date,
  nights: fc.integer({ min: 1, max: 30 }),
  adults: fc.integer({ min: 1, max: 12 }),
  childAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 8 }),
  rooms: fc.integer({ min: 1, max: 4 }),
});

describe('stay pricing (property)', () => {
  it('any stay’s total is the sum of its nights’ prices and extras, plus taxes, less the discount', () => {
    fc.assert(
      fc.property(
        roomType,
        fc.array(season, { maxLength: 4 }),
        plan,
        coupon,
        stay,
        (type, seasons, ratePlan, offer, ask) => {
          const rooms = roomsNeeded(type, ask.adults, ask.childAges, ask.rooms);
          fc.pre(rooms !== null);
          const parties = splitParty(type, ask.adults, ask.childAges, rooms ?? 1);
          assert.ok(parties, 'roomsNeeded found a split');
          const input = { ...ask, rooms: parties.length, checkOut: addDays(ask.checkIn, ask.nights) };
          const price = priceStay(
            { roomType: type, seasons, plan: ratePlan, slabs: SLABS, coupon: offer },
            input,
            parties,
          );

          // Sums counted in paise, as the pricing counts them.
          const sum = (values: number[]) => toRupees(values.reduce((a, b) => a + toPaise(b), 0));
          const nightsPrices = sum(price.nights.map((night) => night.room_amount));
          const extras = sum(
            price.nights.map(
              (night) => night.extra_adult_amount + night.extra_child_amount + night.meal_plan_amount,
            ),
          );
          const taxes = sum(price.nights.flatMap((night) => night.taxes.map((tax) => tax.amount)));
          const discount = price.discount?.amount ?? 0;

          assert.equal(price.nights.length, ask.nights);
          assert.equal(price.total, sum([nightsPrices, extras, taxes, -discount]));
          assert.equal(price.tax_total, taxes);
          assert.equal(sum(price.taxes.map((tax) => tax.amount)), taxes);
          assert.equal(sum(price.nights.map((night) => night.discount)), discount);
          assert.ok(
            discount >= 0 && discount <= nightsPrices + extras,
            'the discount never exceeds the price',
          );
          for (const night of price.nights) {
            assert.equal(
              night.taxable,
              night.room_amount +
                night.extra_adult_amount +
                night.extra_child_amount +
                night.meal_plan_amount -
                night.discount,
            );
            assert.equal(night.total, sum([night.taxable, ...night.taxes.map((tax) => tax.amount)]));
            for (const tax of night.taxes) {
              // Each line's GST is its rate times its base, to the nearest paisa.
              const exact = (toPaise(tax.taxable) * tax.rate_percent) / 100;
              assert.ok(Math.abs(toPaise(tax.amount) - exact) <= 0.5, `${tax.amount} is ${exact} paise`);
            }
          }
          // What is paid when booking: the whole stay on a non-refundable plan, else the plan's deposit.
          const { deposit } = policyOf(ratePlan, ask.checkIn, price);
          if (!ratePlan.refundable || ratePlan.free_cancel_hours === null) assert.equal(deposit, price.total);
          else {
            assert.ok(deposit >= 0 && deposit <= price.total, `${deposit} within ${price.total}`);
            assert.ok(
              Math.abs(toPaise(deposit) - (toPaise(price.total) * ratePlan.deposit_percent) / 100) <= 0.5,
            );
          }
          // Every room sleeps its share of the party within the type's limits.
          assert.equal(sum(parties.map((party) => party.adults)), ask.adults);
          assert.equal(sum(parties.map((party) => party.childAges.length)), ask.childAges.length);
          for (const party of parties) {
            assert.ok(party.adults >= 1 && party.adults <= type.max_adults);
            assert.ok(party.childAges.length <= type.max_children);
            assert.ok(party.adults + party.childAges.length <= type.max_guests);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('taxes each room-night by the slab in force on its date', () => {
    const type: PricingRoomType = {
      id: 1,
      room_base_price: 7000,
      weekend_price: null,
      included_occupancy: 2,
      max_adults: 2,
      max_children: 0,
      max_guests: 2,
      extra_adult_price: 0,
      extra_child_price: 0,
      child_free_under_age: 6,
    };
    const flexible: RatePlan = {
      code: 'flexible',
      name: 'Room only',
      description: '',
      adjust_percent: 0,
      meal_price_adult: 0,
      meal_price_child: 0,
      refundable: true,
      free_cancel_hours: 48,
      late_fee_nights: 1,
      deposit_percent: 0,
    };
    const parties = [{ adults: 2, childAges: [] }];
    const price = priceStay(
      { roomType: type, seasons: [], plan: flexible, slabs: SLABS, coupon: null },
      { checkIn: '2025-09-21', checkOut: '2025-09-23', adults: 2, childAges: [], rooms: 1 },
      parties,
    );
    assert.deepEqual(
      price.nights.map((night) => night.taxes.map((tax) => [tax.rate_percent, tax.amount])),
      [[[12, 840]], [[5, 350]]],
    );
  });

  it('charges GST in paise, never rounding a line in the hotel’s favour', () => {
    const type: PricingRoomType = {
      id: 1,
      room_base_price: 6375,
      weekend_price: null,
      included_occupancy: 2,
      max_adults: 2,
      max_children: 0,
      max_guests: 2,
      extra_adult_price: 0,
      extra_child_price: 0,
      child_free_under_age: 6,
    };
    const plan: RatePlan = {
      code: 'flexible',
      name: 'Room only',
      description: '',
      adjust_percent: 0,
      meal_price_adult: 0,
      meal_price_child: 0,
      refundable: true,
      free_cancel_hours: 48,
      late_fee_nights: 1,
      deposit_percent: 0,
    };
    const price = priceStay(
      { roomType: type, seasons: [], plan, slabs: SLABS, coupon: null },
      { checkIn: '2026-12-01', checkOut: '2026-12-04', adults: 2, childAges: [], rooms: 1 },
      [{ adults: 2, childAges: [] }],
    );
    // 5 % on ₹19,125 is ₹956.25: three nights of ₹318.75, not three of ₹319.
    assert.deepEqual(price.taxes, [{ label: 'GST 5%', rate_percent: 5, taxable: 19_125, amount: 956.25 }]);
    assert.equal(price.total, 20_081.25);
  });
});
