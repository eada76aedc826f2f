import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, gstOn, SAC, toPaise } from '@haveli/contracts';
import fc from 'fast-check';
import {
  creditNoteLines,
  financialYear,
  invoiceDraft,
  invoiceNumber,
  nightLines,
  taxableWithin,
  taxedLine,
  taxSummary,
  type NewFolioLine,
} from '../../src/lib/folio';
import { gstr1Csv } from '../../src/lib/gst-export';
import {
  priceStay,
  splitParty,
  type GstSlab,
  type PricingRoomType,
  type RatePlan,
} from '../../src/lib/stay-pricing';

const SLABS: GstSlab[] = [
  { effective_from: '2025-09-22', effective_to: null, tariff_from: 0, tariff_to: 7500, rate_percent: 5 },
  { effective_from: '2025-09-22', effective_to: null, tariff_from: 7501, tariff_to: null, rate_percent: 18 },
];

const roomType = fc.record({
  id: fc.constant(1),
  room_base_price: fc.integer({ min: 1_000, max: 40_000 }),
  weekend_price: fc.option(fc.integer({ min: 1_000, max: 45_000 }), { nil: null }),
  included_occupancy: fc.constant(2),
  max_adults: fc.constant(3),
  max_children: fc.constant(2),
  max_guests: fc.constant(4),
  extra_adult_price: fc.integer({ min: 0, max: 3_000 }),
  extra_child_price: fc.integer({ min: 0, max: 2_000 }),
  child_free_under_age: fc.constant(6),
}) satisfies fc.Arbitrary<PricingRoomType>;

const plan = fc.record({
  code: fc.constant('flexible' as const),
  name: fc.constant('Plan'),
  description: fc.constant(''),
  adjust_percent: fc.integer({ min: -20, max: 10 }),
  meal_price_adult: fc.integer({ min: 0, max: 1_500 }),
  meal_price_child: fc.integer({ min: 0, max: 800 }),
  refundable: fc.constant(true),
  free_cancel_hours: fc.constant(48),
  late_fee_nights: fc.constant(1),
  deposit_percent: fc.constant(0),
}) satisfies fc.Arbitrary<RatePlan>;

const coupon = fc.option(
  fc.oneof(
    fc.record({
      code: fc.constant('PCT'),
      offer_title: fc.constant('Percent off'),
      offer_type: fc.constant('percent' as const),
      offer_value: fc.integer({ min: 1, max: 40 }),
    }),
    fc.record({
      code: fc.constant('FLAT'),
      offer_title: fc.constant('Flat off'),
      offer_type: fc.constant('flat' as const),
      offer_value: fc.integer({ min: 1, max: 20_000 }),
    }),
  ),
  { nil: null },
);

/** Charges, extras, food orders and discounts a front desk might post. */
const postedLine = fc
  .record({
    kind: fc.constantFrom('charge' as const, 'food' as const, 'discount' as const),
    sac: fc.constantFrom(SAC.accommodation, SAC.food),
    rate: fc.constantFrom(5, 12, 18),
    paise: fc.integer({ min: 1, max: 5_000_000 }),
  })
  .map(({ kind, sac, rate, paise }) =>
    taxedLine(kind, 'Line', '2027-01-10', sac, rate, kind === 'discount' ? -paise : paise),
  );

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What an accountant checks on every document line. */
function assertLineIsRight(line: NewFolioLine) {
  assert.ok(line.ratePercent !== null);
  const exact = (line.taxablePaise * line.ratePercent) / 100;
  const tax = line.cgstPaise + line.sgstPaise;
  assert.ok(Math.abs(tax - exact) <= 0.5, `tax ${tax} is the rate times ${line.taxablePaise}, to the paisa`);
  assert.ok(Math.abs(line.cgstPaise - line.sgstPaise) <= 1, 'CGST and SGST are halves');
  assert.equal(line.amountPaise, line.taxablePaise + tax);
}

describe('folios and invoices (property)', () => {
  it('posts a stay’s nights to exactly its booked total, each line right, for any stay', () => {
    fc.assert(
      fc.property(
        roomType,
        plan,
        coupon,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 6 }),
        (type, ratePlan, offer, offset, nights, adults) => {
          const checkIn = addDays('2026-10-01', offset);
          const parties = splitParty(type, adults, [], Math.ceil(adults / 3));
          fc.pre(parties !== null);
          const price = priceStay(
            { roomType: type, seasons: [], plan: ratePlan, slabs: SLABS, coupon: offer },
            {
              checkIn,
              checkOut: addDays(checkIn, nights),
              adults,
              childAges: [],
              rooms: parties?.length ?? 1,
            },
            parties ?? [],
          );
          const lines = nightLines(price, 'Deluxe Room');
          assert.equal(sum(lines.map((line) => line.amountPaise)), toPaise(price.total));
          for (const line of lines) assertLineIsRight(line);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('makes invoices whose totals are the sums of their lines, and CGST + SGST the tax', () => {
    fc.assert(
      fc.property(fc.array(postedLine, { minLength: 1, maxLength: 40 }), (lines) => {
        const draft = invoiceDraft(lines);
        assert.equal(draft.lines.length, lines.length);
        assert.equal(draft.taxablePaise, sum(draft.lines.map((line) => line.taxablePaise)));
        assert.equal(draft.cgstPaise, sum(draft.lines.map((line) => line.cgstPaise)));
        assert.equal(draft.sgstPaise, sum(draft.lines.map((line) => line.sgstPaise)));
        assert.equal(draft.totalPaise, draft.taxablePaise + draft.cgstPaise + draft.sgstPaise);
        assert.equal(draft.totalPaise, sum(lines.map((line) => line.amountPaise)));
        for (const line of lines) assertLineIsRight(line);
        const summary = taxSummary(draft.lines);
        assert.equal(sum(summary.map((group) => group.taxablePaise)), draft.taxablePaise);
        assert.equal(
          sum(summary.map((group) => group.cgstPaise + group.sgstPaise)),
          draft.cgstPaise + draft.sgstPaise,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('splits an amount with GST into a base and its tax that come to it, never more, within a paisa or two', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(0, 5, 12, 18, 28),
        (total, rate) => {
          const taxable = taxableWithin(total, rate);
          const lineTotal = taxable + gstOn(taxable, rate).tax;
          assert.ok(lineTotal <= total, `${lineTotal} ≤ ${total}`);
          assert.ok(total - lineTotal <= 1, `${total} − ${lineTotal} is at most a paisa`);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('credits at most what is asked and what is left, each line’s tax its rate × its base', () => {
    const group = fc.record({
      sac: fc.constantFrom(SAC.accommodation, SAC.food),
      ratePercent: fc.constantFrom(5, 18),
      totalPaise: fc.integer({ min: 0, max: 50_000_00 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(group, { minLength: 1, maxLength: 4, selector: (g) => `${g.sac}@${g.ratePercent}` }),
        fc.integer({ min: 1, max: 200_000_00 }),
        (groups, asked) => {
          const lines = creditNoteLines(groups, asked, '2026-11-28');
          const left = sum(groups.map((g) => g.totalPaise));
          const credited = sum(lines.map((line) => line.totalPaise));
          assert.ok(credited <= Math.min(asked, left), `${credited} ≤ min(${asked}, ${left})`);
          assert.ok(Math.min(asked, left) - credited <= groups.length, 'short by at most a paisa a group');
          for (const line of lines) {
            const { cgst, sgst } = gstOn(line.taxablePaise, line.ratePercent);
            assert.deepEqual([line.cgstPaise, line.sgstPaise], [cgst, sgst]);
            assert.equal(line.totalPaise, line.taxablePaise + cgst + sgst);
            const from = groups.find((g) => g.sac === line.sac && g.ratePercent === line.ratePercent);
            assert.ok(
              from && line.totalPaise <= from.totalPaise,
              'no group is credited more than it has left',
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('numbers by the Indian financial year, April to March, in at most 16 characters', () => {
    assert.equal(financialYear('2027-03-31'), '26-27');
    assert.equal(financialYear('2027-04-01'), '27-28');
    assert.equal(financialYear('2099-12-31'), '99-00');
    assert.equal(invoiceNumber('HJ', '26-27', 123), 'HJ/26-27/000123');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }),
        fc.stringMatching(/^[A-Z]{1,3}$/),
        (serial, prefix) => {
          const number = invoiceNumber(prefix, '26-27', serial);
          assert.ok(number.length <= 16);
          assert.equal(Number(number.split('/')[2]), serial);
        },
      ),
    );
  });
});

describe('the accountant’s export', () => {
  it('keeps a buyer’s name that looks like a formula as text', () => {
    const csv = gstr1Csv(
      [
        {
          id: 1,
          number: 'HJ/26-27/000001',
          kind: 'invoice',
          issued_on: '2026-11-28',
          booking_reference: 'HJ-ABC234',
          buyer: '=HYPERLINK("http://example.com")',
          buyer_gstin: null,
          place_of_supply: 'Rajasthan (08)',
          credit_for: null,
          taxable_paise: 100_000,
          cgst_paise: 9_000,
          sgst_paise: 9_000,
          total_paise: 118_000,
        },
      ],
      [
        {
          invoice_id: 1,
          sac: SAC.food,
          rate_percent: 18,
          taxable_paise: 100_000,
          cgst_paise: 9_000,
          sgst_paise: 9_000,
        },
      ],
    );
    assert.match(csv, /,"'=HYPERLINK\(""http:\/\/example\.com""\)",/);
    assert.match(csv, /HJ\/26-27\/000001,Tax invoice,2026-11-28,HJ-ABC234,B2C,/);
    assert.match(csv, /\n996331,18%,1000\.00,90\.00,90\.00,180\.00\n/);
  });
});
