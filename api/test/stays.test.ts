import assert from 'node:assert/strict';
import { afterEach, before, it } from 'node:test';
import {
  BOOKING_MESSAGES,
  BOOKING_REFERENCE_PATTERN,
  couponMinNightsMessage,
  STAY_MESSAGES,
  stayBookingResponseSchema,
  stayBookingSchema,
  stayCancelPreviewSchema,
  stayCancelResponseSchema,
  stayChangePreviewSchema,
  stayChangeResponseSchema,
  stayQuoteSchema,
  type StayBookingRequest,
  type StayQuoteQuery,
} from '@haveli/contracts';
import ICAL from 'ical.js';
import { setClock } from '../src/lib/clock';
import { FREE_ROOM_CONDITION } from '../src/repositories/availability-repository';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { assertHotelDocument, readPdf } from './helpers/pdf-text';
import { describeEachDatabase } from './helpers/test-app';

// Room types of the sample data: 1 Standard (₹8,500 weekdays, ₹9,500 Fri/Sat; 2 guests), 2 Deluxe
// (₹12,500 / ₹14,000; 2 included, up to 3 adults, extra adult ₹2,500, extra child ₹1,500, under 6 free),
// 4 Heritage Room, 5 Royal Suite. Stays are in 2029, where the sample data has no season: each test adds the
// seasons and rules it prices.
const STANDARD = 1;
const DELUXE = 2;
const HERITAGE = 4;
const ROYAL = 5;

afterEach(() => setClock(null));

describeEachDatabase('stays: quotes, bookings, change, cancel, documents', (ctx) => {
  const quote = (query: StayQuoteQuery) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/stays/quote',
      query: Object.fromEntries(
        Object.entries(query).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(',') : String(value),
        ]),
      ),
    });
  const quoted = async (query: StayQuoteQuery) => {
    const response = await quote(query);
    assert.equal(response.statusCode, 200, response.body);
    return stayQuoteSchema.strict().parse(response.json());
  };
  const book = (payload: Partial<StayBookingRequest>, guest: SignedInAccount) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/stays/bookings',
      headers: { authorization: guest.authorization },
      payload: { guest_name: 'Meera Rathore', ...payload },
    });
  const booked = async (payload: Partial<StayBookingRequest>, guest: SignedInAccount) => {
    const response = await book(payload, guest);
    assert.equal(response.statusCode, 201, response.body);
    return stayBookingResponseSchema.parse(response.json());
  };
  const call = (method: 'GET' | 'POST', url: string, guest?: SignedInAccount, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/stays/bookings${url}`,
      headers: guest ? { authorization: guest.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const addSeason = (
    name: string,
    roomType: number | null,
    from: string,
    to: string,
    kind: string,
    value: number,
  ) =>
    ctx.app.db.query(
      `INSERT INTO rate_seasons (name, room_type_id, starts_on, ends_on, adjust_kind, adjust_value, priority)
       VALUES ($1, $2, $3, $4, $5, $6, 5)`,
      [name, roomType, from, to, kind, value],
    );

  before(async () => {
    await addSeason('Test spring', null, '2029-03-01', '2029-03-03', 'percent', -20);
    await addSeason('Boundary 7500', STANDARD, '2029-05-07', '2029-05-07', 'amount', -1000);
    await addSeason('Boundary 7501', STANDARD, '2029-05-14', '2029-05-14', 'amount', -999);
    await ctx.app.db.query(
      `INSERT INTO stay_rules (room_type_id, starts_on, ends_on, min_nights, max_nights)
       VALUES (NULL, '2029-06-01', '2029-06-10', 3, 7)`,
    );
  });

  // ── The table of pricing cases ─────────────────────────────────────────────────────────────────────────
  const cases: {
    name: string;
    query: StayQuoteQuery;
    nights: { rate: number; kind: 'base' | 'weekend'; season: string | null; gst: number }[];
    extras?: number;
    discount?: number;
    total: number;
  }[] = [
    {
      name: 'two weekday nights at the base rate, GST 18% above ₹7,500',
      query: { room_type_id: STANDARD, check_in: '2029-01-01', check_out: '2029-01-03', adults: 2 },
      nights: [
        { rate: 8500, kind: 'base', season: null, gst: 1530 },
        { rate: 8500, kind: 'base', season: null, gst: 1530 },
      ],
      total: 20060,
    },
    {
      name: 'Friday and Saturday at the weekend rate',
      query: { room_type_id: STANDARD, check_in: '2029-01-05', check_out: '2029-01-07', adults: 1 },
      nights: [
        { rate: 9500, kind: 'weekend', season: null, gst: 1710 },
        { rate: 9500, kind: 'weekend', season: null, gst: 1710 },
      ],
      total: 22420,
    },
    {
      name: 'a season starting on the second night (its first day counts; 5% below ₹7,500)',
      query: { room_type_id: STANDARD, check_in: '2029-02-28', check_out: '2029-03-02', adults: 2 },
      nights: [
        { rate: 8500, kind: 'base', season: null, gst: 1530 },
        { rate: 6800, kind: 'base', season: 'Test spring (−20%)', gst: 340 },
      ],
      total: 17170,
    },
    {
      name: 'a season ending on the first night (its last day counts, the next does not)',
      query: { room_type_id: STANDARD, check_in: '2029-03-03', check_out: '2029-03-05', adults: 2 },
      nights: [
        { rate: 7600, kind: 'weekend', season: 'Test spring (−20%)', gst: 1368 },
        { rate: 8500, kind: 'base', season: null, gst: 1530 },
      ],
      total: 18998,
    },
    {
      name: 'GST at a tariff of exactly ₹7,500: 5%',
      query: { room_type_id: STANDARD, check_in: '2029-05-07', check_out: '2029-05-08', adults: 2 },
      nights: [{ rate: 7500, kind: 'base', season: 'Boundary 7500 (−₹1,000)', gst: 375 }],
      total: 7875,
    },
    {
      name: 'GST at a tariff of ₹7,501: 18%',
      query: { room_type_id: STANDARD, check_in: '2029-05-14', check_out: '2029-05-15', adults: 2 },
      nights: [{ rate: 7501, kind: 'base', season: 'Boundary 7501 (−₹999)', gst: 1350.18 }],
      total: 8851.18,
    },
    {
      name: 'an extra adult beyond the included two',
      query: { room_type_id: DELUXE, check_in: '2029-01-08', check_out: '2029-01-09', adults: 3 },
      nights: [{ rate: 12500, kind: 'base', season: null, gst: 2700 }],
      extras: 2500,
      total: 17700,
    },
    {
      name: 'a child of 8 beyond the included two pays the child charge',
      query: {
        room_type_id: DELUXE,
        check_in: '2029-01-08',
        check_out: '2029-01-09',
        adults: 2,
        children: 1,
        child_ages: [8],
      },
      nights: [{ rate: 12500, kind: 'base', season: null, gst: 2520 }],
      extras: 1500,
      total: 16520,
    },
    {
      name: 'a child under 6 stays free',
      query: {
        room_type_id: DELUXE,
        check_in: '2029-01-08',
        check_out: '2029-01-09',
        adults: 2,
        children: 1,
        child_ages: [3],
      },
      nights: [{ rate: 12500, kind: 'base', season: null, gst: 2250 }],
      total: 14750,
    },
    {
      name: 'two rooms for four adults',
      query: { room_type_id: STANDARD, check_in: '2029-01-15', check_out: '2029-01-16', adults: 4, rooms: 2 },
      nights: [{ rate: 8500, kind: 'base', season: null, gst: 3060 }],
      total: 20060,
    },
    {
      name: 'a 15% coupon over three nights brings each night under ₹7,500 (GST 5% on the discounted tariff)',
      query: {
        room_type_id: STANDARD,
        check_in: '2029-01-22',
        check_out: '2029-01-25',
        adults: 2,
        coupon: 'stay3save',
      },
      nights: [
        { rate: 8500, kind: 'base', season: null, gst: 361.25 },
        { rate: 8500, kind: 'base', season: null, gst: 361.25 },
        { rate: 8500, kind: 'base', season: null, gst: 361.25 },
      ],
      discount: 3825,
      total: 22758.75,
    },
    {
      name: 'Bed & breakfast adds ₹1,200 per adult per night',
      query: {
        room_type_id: STANDARD,
        check_in: '2029-01-08',
        check_out: '2029-01-09',
        adults: 2,
        rate_plan: 'bed-breakfast',
      },
      nights: [{ rate: 8500, kind: 'base', season: null, gst: 1962 }],
      extras: 2400,
      total: 12862,
    },
    {
      name: 'Non-refundable is 12% cheaper',
      query: {
        room_type_id: STANDARD,
        check_in: '2029-01-08',
        check_out: '2029-01-09',
        adults: 2,
        rate_plan: 'non-refundable',
      },
      nights: [{ rate: 7480, kind: 'base', season: null, gst: 374 }],
      total: 7854,
    },
  ];

  for (const pricing of cases) {
    it(`prices ${pricing.name}`, async () => {
      const { price } = await quoted(pricing.query);
      assert.deepEqual(
        price.nights.map((night) => ({
          rate: night.rate,
          kind: night.day_kind,
          season: night.season,
          gst: night.taxes.reduce((sum, tax) => sum + tax.amount, 0),
        })),
        pricing.nights,
      );
      assert.equal(price.extras_amount, pricing.extras ?? 0);
      assert.equal(price.discount?.amount ?? 0, pricing.discount ?? 0);
      assert.equal(price.total, pricing.total);
      assert.equal(
        price.total,
        price.room_amount + price.extras_amount - (price.discount?.amount ?? 0) + price.tax_total,
      );
    });
  }

  it('offers every rate plan with its total and the chosen plan’s policy', async () => {
    const result = await quoted({ room_type_id: STANDARD, check_in: '2029-01-08', check_out: '2029-01-09' });
    assert.deepEqual(
      result.rate_plans.map((plan) => [plan.code, plan.total]),
      [
        ['flexible', 10030],
        ['bed-breakfast', 12862],
        ['non-refundable', 7854],
      ],
    );
    assert.equal(result.policy.free_until, '2029-01-06T08:30:00.000Z', '48 h before 14:00 in Jaipur');
    assert.equal(result.policy.fee_after_deadline, 10030);
    assert.match(
      result.policy.text,
      /^Free cancellation until 6 Jan 2029, 14:00 \(48 hours before arrival\)/,
    );
  });

  it('refuses a party the rooms cannot sleep, and says how many rooms it needs', async () => {
    const one = expectApiError(
      await quote({ room_type_id: STANDARD, check_in: '2029-01-08', check_out: '2029-01-09', adults: 3 }),
      400,
    );
    assert.equal(one.message, STAY_MESSAGES.partyTooLarge(2));
    const many = expectApiError(
      await quote({
        room_type_id: STANDARD,
        check_in: '2029-01-08',
        check_out: '2029-01-09',
        adults: 9,
        rooms: 4,
      }),
      400,
    );
    assert.match(many.message, /cannot sleep your party/);
  });

  it('enforces the minimum stay of the arrival date, and its maximum', async () => {
    const short = await quote({ room_type_id: DELUXE, check_in: '2029-06-02', check_out: '2029-06-04' });
    assert.equal(expectApiError(short, 400).message, STAY_MESSAGES.minStay(3));
    const long = await quote({ room_type_id: DELUXE, check_in: '2029-06-02', check_out: '2029-06-12' });
    assert.equal(expectApiError(long, 400).message, STAY_MESSAGES.maxStay(7));
    await quoted({ room_type_id: DELUXE, check_in: '2029-06-02', check_out: '2029-06-05' });
  });

  it('checks a coupon’s minimum nights and validity dates', async () => {
    const short = await quote({
      room_type_id: STANDARD,
      check_in: '2029-01-08',
      check_out: '2029-01-10',
      coupon: 'STAY3SAVE',
    });
    assert.equal(expectApiError(short, 400).message, couponMinNightsMessage(3));
    const expired = await quote({
      room_type_id: STANDARD,
      check_in: '2029-01-08',
      check_out: '2029-01-10',
      coupon: 'MONSOON20',
    });
    assert.equal(expectApiError(expired, 400).message, STAY_MESSAGES.couponExpired);
    const unknown = await quote({
      room_type_id: STANDARD,
      check_in: '2029-01-08',
      check_out: '2029-01-10',
      coupon: 'NOPE',
    });
    assert.equal(expectApiError(unknown, 400).message, BOOKING_MESSAGES.invalidCoupon);
  });

  it('refuses bad input with a message and no 500', async () => {
    for (const query of [
      { room_type_id: 'x', check_in: '2029-01-08', check_out: '2029-01-09' },
      { room_type_id: 999, check_in: '2029-01-08', check_out: '2029-01-09' },
      { room_type_id: STANDARD, check_in: '2029-01-08', check_out: '2029-01-08' },
      { room_type_id: STANDARD, check_in: '2029-01-08', check_out: '2029-01-09', children: 1 },
      { room_type_id: STANDARD, check_in: '2029-01-08', check_out: '2029-01-09', rooms: 5 },
      { room_type_id: STANDARD, check_in: '2029-01-08', check_out: '2029-01-09', rate_plan: 'free' },
      {
        room_type_id: STANDARD,
        check_in: '2029-01-08',
        check_out: '2029-01-09',
        child_ages: 'a,b',
        children: 2,
      },
    ]) {
      const response = await quote(query as StayQuoteQuery);
      assert.equal(response.statusCode, 400, `${JSON.stringify(query)}: ${response.body}`);
      assert.ok(expectApiError(response, 400).message.length > 0);
    }
  });

  it('the availability search gives each room type’s all-in total', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/availability',
      query: { check_in: '2029-01-08', check_out: '2029-01-09', adults: '3' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const rooms = (response.json() as { rooms: { id: number; total?: number; rooms_needed?: number }[] })
      .rooms;
    const standard = rooms.find((room) => room.id === STANDARD);
    const deluxe = rooms.find((room) => room.id === DELUXE);
    assert.deepEqual([standard?.rooms_needed, deluxe?.rooms_needed], [2, 1]);
    assert.equal(deluxe?.total, 17700);
    assert.equal(
      standard?.total,
      (
        await quoted({
          room_type_id: STANDARD,
          check_in: '2029-01-08',
          check_out: '2029-01-09',
          adults: 3,
          rooms: 2,
        })
      ).price.total,
    );
  });

  // ── Booking ─────────────────────────────────────────────────────────────────────────────────────────────

  it('books several rooms with the stored breakdown, the requests and a short reference', async () => {
    const guest = await signUp(ctx.app);
    const body = await booked(
      {
        room_type_id: DELUXE,
        check_in: '2029-02-05',
        check_out: '2029-02-07',
        adults: 4,
        children: 1,
        child_ages: [7],
        rooms: 2,
        requests: {
          arrival_time: '21:30',
          bed_preference: 'Twin beds',
          occasion: 'Anniversary',
          remarks: 'Quiet rooms',
        },
      },
      guest,
    );
    assert.equal(body.message, 'Booking successful!');
    const booking = stayBookingSchema.strict().parse(body.data);
    assert.match(booking.reference, BOOKING_REFERENCE_PATTERN);
    assert.equal(booking.room_numbers.length, 2);
    assert.equal(booking.rooms, 2);
    assert.deepEqual(booking.requests, {
      arrival_time: '21:30',
      bed_preference: 'Twin beds',
      occasion: 'Anniversary',
      remarks: 'Quiet rooms',
    });
    const again = await quoted({
      room_type_id: DELUXE,
      check_in: '2029-02-05',
      check_out: '2029-02-07',
      adults: 4,
      children: 1,
      child_ages: [7],
      rooms: 2,
    });
    assert.deepEqual(booking.price, again.price);
    const mine = await call('GET', '', guest);
    assert.deepEqual(
      (mine.json() as { bookings: { reference: string }[] }).bookings.map((b) => b.reference),
      [booking.reference],
    );
  });

  it('answers a booking sent twice with one Idempotency-Key once, with the same reference', async () => {
    const guest = await signUp(ctx.app);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/stays/bookings',
        headers: { authorization: guest.authorization, 'idempotency-key': 'stay-key-1' },
        payload: {
          guest_name: 'Meera Rathore',
          room_type_id: STANDARD,
          check_in: '2029-03-19',
          check_out: '2029-03-21',
        },
      });
    const [first, again] = [await send(), await send()];
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(
      stayBookingResponseSchema.parse(again.json()).data.reference,
      stayBookingResponseSchema.parse(first.json()).data.reference,
    );
    const mine = (await call('GET', '', guest)).json() as { bookings: unknown[] };
    assert.equal(mine.bookings.length, 1);
  });

  it('books the Heritage Mirror Room and the Maharaja Royal Suite', async () => {
    const guest = await signUp(ctx.app);
    for (const roomType of [HERITAGE, ROYAL]) {
      const { data } = await booked(
        { room_type_id: roomType, check_in: '2029-03-12', check_out: '2029-03-14' },
        guest,
      );
      assert.equal(data.room_type.id, roomType);
    }
  });

  it('books all rooms or none: asking for more rooms than are free books nothing', async () => {
    const guest = await signUp(ctx.app);
    // The Royal Suite is one room.
    const response = await book(
      { room_type_id: ROYAL, check_in: '2029-04-02', check_out: '2029-04-03', adults: 2, rooms: 2 },
      guest,
    );
    assert.equal(expectApiError(response, 409).message, STAY_MESSAGES.notEnoughRooms);
    const [taken] = await ctx.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM hotel_reservations h JOIN rooms r ON r.id = h.room_id
       WHERE r.room_type_id = $1 AND h.check_in = '2029-04-02'`,
      [ROYAL],
    );
    assert.equal(taken?.n, 0);
  });

  it('takes simultaneous bookings of one room type in turn, none failing (no deadlock)', async () => {
    const guests = await Promise.all(Array.from({ length: 8 }, () => signUp(ctx.app)));
    const answers = await Promise.all(
      guests.map((guest, index) =>
        book(
          {
            room_type_id: DELUXE,
            check_in: `2029-11-${String(10 + index).padStart(2, '0')}`,
            check_out: '2029-11-20',
          },
          guest,
        ),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      answers.map(() => 201),
      answers.map((answer) => answer.body).join('\n'),
    );
  });

  it('gives each free room of a type to one of many simultaneous bookings of the same nights, never two', async () => {
    const [free] = await ctx.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rooms r WHERE r.room_type_id = $3 AND ${FREE_ROOM_CONDITION}`,
      ['2029-12-01', '2029-12-03', DELUXE],
    );
    const rooms = free?.n ?? 0;
    assert.ok(rooms > 1, 'the sample hotel has several Deluxe rooms');
    const guests = await Promise.all(Array.from({ length: rooms + 3 }, () => signUp(ctx.app)));
    const answers = await Promise.all(
      guests.map((guest) =>
        book({ room_type_id: DELUXE, check_in: '2029-12-01', check_out: '2029-12-03' }, guest),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    assert.equal(codes.filter((code) => code === 201).length, rooms, codes.join(', '));
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      assert.equal(expectApiError(refused, 409).message, STAY_MESSAGES.notEnoughRooms);
    }
    const [taken] = await ctx.app.db.query<{ rooms: number; stays: number }>(
      `SELECT count(DISTINCT h.room_id)::int AS rooms, count(*)::int AS stays
       FROM hotel_reservations h JOIN rooms r ON r.id = h.room_id
       WHERE r.room_type_id = $1 AND h.check_in = '2029-12-01' AND h.status <> 'Cancelled'`,
      [DELUXE],
    );
    assert.deepEqual(taken, { rooms, stays: rooms });
  });

  it('gives a coupon’s last use to one of two simultaneous bookings', async () => {
    await ctx.app.db.query(
      `INSERT INTO offers (offer_title, offer_coupon, offer_type, offer_value, image, max_uses)
       VALUES ('Last one', 'LASTONE', 'flat', 1000, 'x.svg', 1)`,
    );
    const [first, second] = [await signUp(ctx.app), await signUp(ctx.app)];
    const stay = {
      room_type_id: STANDARD,
      check_in: '2029-04-09',
      check_out: '2029-04-10',
      coupon: 'LASTONE',
    };
    const answers = await Promise.all([book(stay, first), book(stay, second)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    assert.equal(refused && expectApiError(refused, 400).message, STAY_MESSAGES.couponUsedUp);
    const [offer] = await ctx.app.db.query<{ uses: number }>(
      "SELECT uses FROM offers WHERE offer_coupon = 'LASTONE'",
    );
    assert.equal(offer?.uses, 1);
  });

  it('limits a coupon’s uses per guest, and gives the use back when the booking is cancelled', async () => {
    const guest = await signUp(ctx.app);
    const stay = {
      room_type_id: STANDARD,
      check_in: '2029-04-16',
      check_out: '2029-04-18',
      coupon: 'HONEYMOON25',
    };
    const { data } = await booked(stay, guest);
    const again = await book({ ...stay, check_in: '2029-04-23', check_out: '2029-04-25' }, guest);
    assert.equal(expectApiError(again, 400).message, STAY_MESSAGES.couponUsedByGuest);
    assert.equal((await call('POST', `/${data.reference}/cancel`, guest)).statusCode, 200);
    await booked({ ...stay, check_in: '2029-04-23', check_out: '2029-04-25' }, guest);
  });

  it('caps a guest’s upcoming stays at five', async () => {
    const guest = await signUp(ctx.app);
    for (let week = 0; week < 5; week += 1) {
      const day = String(1 + week * 7).padStart(2, '0');
      await booked(
        {
          room_type_id: STANDARD,
          check_in: `2029-10-${day}`,
          check_out: `2029-10-${String(Number(day) + 1).padStart(2, '0')}`,
        },
        guest,
      );
    }
    const sixth = await book(
      { room_type_id: STANDARD, check_in: '2029-11-05', check_out: '2029-11-06' },
      guest,
    );
    assert.equal(expectApiError(sixth, 409).message, STAY_MESSAGES.cap(5));
  });

  // ── Change and cancel ──────────────────────────────────────────────────────────────────────────────────

  it('changes the dates before the deadline, re-priced, with the difference', async () => {
    const guest = await signUp(ctx.app);
    const { data } = await booked(
      { room_type_id: STANDARD, check_in: '2029-01-29', check_out: '2029-01-30' },
      guest,
    );
    const change = { check_in: '2029-02-02', check_out: '2029-02-04' }; // Friday and Saturday
    const preview = stayChangePreviewSchema.parse(
      (await call('POST', `/${data.reference}/change-preview`, guest, change)).json(),
    );
    assert.equal(preview.previous_total, 10030);
    assert.equal(preview.quote.price.total, 22420);
    assert.equal(preview.difference, 22420 - 10030);
    const response = await call('POST', `/${data.reference}/change`, guest, change);
    assert.equal(response.statusCode, 200, response.body);
    const changed = stayChangeResponseSchema.parse(response.json());
    assert.equal(changed.difference, 12390);
    assert.equal(changed.data.check_in, '2029-02-02');
    assert.equal(changed.data.reference, data.reference);
    assert.equal(changed.data.price.total, 22420);
  });

  it('keeps the booked children when a change gives only new dates', async () => {
    const guest = await signUp(ctx.app);
    const party = { room_type_id: DELUXE, adults: 2, children: 1, child_ages: [8] };
    const { data } = await booked({ ...party, check_in: '2029-01-08', check_out: '2029-01-09' }, guest);
    const change = { check_in: '2029-01-15', check_out: '2029-01-16' };

    const preview = stayChangePreviewSchema.parse(
      (await call('POST', `/${data.reference}/change-preview`, guest, change)).json(),
    );
    const fresh = await quoted({ ...party, ...change });
    assert.equal(preview.quote.price.total, fresh.price.total);
    assert.equal(preview.difference, fresh.price.total - data.price.total);
    const response = await call('POST', `/${data.reference}/change`, guest, change);
    assert.equal(response.statusCode, 200, response.body);
    const changed = stayChangeResponseSchema.parse(response.json()).data;
    assert.deepEqual([changed.children, changed.child_ages], [1, [8]]);
  });

  it('never overbooks a change: into a full room type it fails and the booking stays as it was', async () => {
    const [holder, mover] = [await signUp(ctx.app), await signUp(ctx.app)];
    await booked({ room_type_id: ROYAL, check_in: '2029-07-09', check_out: '2029-07-11' }, holder);
    const { data } = await booked(
      { room_type_id: DELUXE, check_in: '2029-07-09', check_out: '2029-07-10' },
      mover,
    );
    const response = await call('POST', `/${data.reference}/change`, mover, { room_type_id: ROYAL });
    assert.equal(expectApiError(response, 409).message, STAY_MESSAGES.notEnoughRooms);
    const after = stayBookingSchema.parse((await call('GET', `/${data.reference}`, mover)).json());
    assert.equal(after.room_type.id, DELUXE);
    assert.deepEqual(after.room_numbers, data.room_numbers);
  });

  it('cancels for free before the deadline, and charges the first night after it', async () => {
    const guest = await signUp(ctx.app);
    const early = (
      await booked({ room_type_id: STANDARD, check_in: '2029-08-06', check_out: '2029-08-08' }, guest)
    ).data;
    const free = stayCancelPreviewSchema.parse(
      (await call('GET', `/${early.reference}/cancel-preview`, guest)).json(),
    );
    // Nothing is paid for a stay when it is booked, so no refund is promised.
    assert.deepEqual([free.fee, free.refund], [0, 0]);

    const late = (
      await booked({ room_type_id: STANDARD, check_in: '2029-08-13', check_out: '2029-08-15' }, guest)
    ).data;
    setClock(() => new Date('2029-08-12T00:00:00Z')); // 32.5 hours before arrival
    const preview = stayCancelPreviewSchema.parse(
      (await call('GET', `/${late.reference}/cancel-preview`, guest)).json(),
    );
    assert.equal(preview.fee, late.price.nights[0]?.total);
    assert.equal(
      expectApiError(await call('POST', `/${late.reference}/change`, guest, { check_out: '2029-08-16' }), 400)
        .message,
      STAY_MESSAGES.changeClosed,
    );
    const cancelled = stayCancelResponseSchema.parse(
      (await call('POST', `/${late.reference}/cancel`, guest)).json(),
    );
    assert.equal(cancelled.fee, preview.fee);
    assert.equal(cancelled.data.status, 'Cancelled');
    assert.equal(cancelled.data.cancellation_fee, preview.fee);
    assert.equal(
      expectApiError(await call('POST', `/${late.reference}/cancel`, guest), 400).message,
      BOOKING_MESSAGES.alreadyCancelled,
    );
  });

  it('cancels the rooms of a booking only with the booking, not one by one through reservationHotel', async () => {
    const guest = await signUp(ctx.app);
    const { data } = await booked(
      { room_type_id: STANDARD, check_in: '2029-08-27', check_out: '2029-08-28', rooms: 2, adults: 2 },
      guest,
    );
    const [room] = await ctx.app.db.query<{ id: number }>(
      'SELECT h.id FROM hotel_reservations h JOIN stay_bookings b ON b.id = h.stay_booking_id WHERE b.reference = $1',
      [data.reference],
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/reservationHotel/${room?.id}/cancel`,
      headers: { authorization: guest.authorization },
    });
    assert.equal(expectApiError(response, 400).message, STAY_MESSAGES.cancelWithBooking(data.reference));
    assert.equal(
      stayBookingSchema.parse((await call('GET', `/${data.reference}`, guest)).json()).status,
      'Confirmed',
    );
  });

  it('charges the whole stay to cancel a non-refundable booking', async () => {
    const guest = await signUp(ctx.app);
    const { data } = await booked(
      {
        room_type_id: STANDARD,
        check_in: '2029-08-20',
        check_out: '2029-08-22',
        rate_plan: 'non-refundable',
      },
      guest,
    );
    assert.equal(data.can_change, false);
    const preview = async () =>
      stayCancelPreviewSchema.parse((await call('GET', `/${data.reference}/cancel-preview`, guest)).json());
    // Held and not yet paid, it costs nothing to let go; paid, the whole of it is kept.
    assert.deepEqual([(await preview()).fee, (await preview()).refund], [0, 0]);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${data.reference}/folio/payments`,
      headers: { authorization: (await signUp(ctx.app, 'front_desk')).authorization },
      payload: { method: 'cash', amount: data.price.total },
    });
    assert.equal(paid.statusCode, 200, paid.body);
    const owed = await preview();
    assert.deepEqual([owed.fee, owed.paid, owed.refund], [data.price.total, data.price.total, 0]);
  });

  // ── Documents and access ───────────────────────────────────────────────────────────────────────────────

  it('gives the owner a PDF confirmation and a calendar file with the right dates', async () => {
    const guest = await signUp(ctx.app);
    const { data } = await booked(
      { room_type_id: STANDARD, check_in: '2029-09-03', check_out: '2029-09-06', coupon: 'STAY3SAVE' },
      guest,
    );
    const pdf = await call('GET', `/${data.reference}/confirmation.pdf`, guest);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const read = await readPdf(pdf.rawPayload);
    assertHotelDocument(read);
    const text = read.lines.join('\n');
    assert.match(text, new RegExp(data.reference));
    assert.match(text, /GST 5% on ₹21,675/);
    assert.match(text, /Discount \(STAY3SAVE\)/);

    const ics = await call('GET', `/${data.reference}/calendar.ics`, guest);
    assert.equal(ics.statusCode, 200);
    assert.match(String(ics.headers['content-type']), /^text\/calendar/);
    const vevent = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent');
    assert.ok(vevent, 'the file holds an event');
    const event = new ICAL.Event(vevent);
    assert.equal(event.startDate.toJSDate().toISOString(), '2029-09-03T08:30:00.000Z');
    assert.equal(event.endDate.toJSDate().toISOString(), `${data.check_out}T06:30:00.000Z`);
    assert.match(event.summary, new RegExp(data.reference));
  });

  it('shows a booking to its guest only: another guest gets 404, nobody signed in 401', async () => {
    const [owner, other] = [await signUp(ctx.app), await signUp(ctx.app)];
    const { data } = await booked(
      { room_type_id: STANDARD, check_in: '2029-09-10', check_out: '2029-09-11' },
      owner,
    );
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/confirmation.pdf'],
      ['GET', '/calendar.ics'],
      ['GET', '/cancel-preview'],
      ['POST', '/cancel'],
      ['POST', '/change-preview'],
    ] as const) {
      const url = `/${data.reference}${path}`;
      const payload = path === '/change-preview' ? { check_out: '2029-09-12' } : undefined;
      assert.equal(
        expectApiError(await call(method, url, other, payload), 404).message,
        BOOKING_MESSAGES.notFound,
      );
      expectApiError(await call(method, url, undefined, payload), 401);
    }
    expectApiError(await call('GET', '/HJ-0000', owner), 404);
    assert.equal(
      stayBookingSchema.parse((await call('GET', `/${data.reference.toLowerCase()}`, owner)).json()).status,
      'Confirmed',
    );
  });
});
