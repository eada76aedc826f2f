import assert from 'node:assert/strict';
import { it } from 'node:test';
import { addDays, availabilityResponseSchema, BOOKING_MESSAGES, hotelToday } from '@haveli/contracts';
import { signUpGuest } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const inDays = (days: number) => addDays(hotelToday(), days);

describeEachDatabase('availability', (ctx) => {
  const search = async (query: Record<string, string | number>) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/availability',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });
  const rooms = async (query: Record<string, string | number>) => {
    const response = await search(query);
    assert.equal(response.statusCode, 200, response.body);
    const body = availabilityResponseSchema.parse(response.json());
    return { body, byType: new Map(body.rooms.map((room) => [room.room_type, room])) };
  };

  it('lists every room type with its free rooms and the price of the stay, publicly', async () => {
    const { body, byType } = await rooms({ check_in: inDays(10), check_out: inDays(12), guests: 2 });
    assert.equal(body.nights, 2);
    assert.equal(body.guests, 2);
    assert.equal(body.coupon, null);
    assert.deepEqual(
      body.rooms.map((room) => room.room_type),
      ['Standard', 'Deluxe', 'Suite', 'Heritage Room', 'Royal Suite'],
    );
    // Standard has ten rooms, one of them under maintenance.
    const {
      id: _id,
      title: _title,
      image: _image,
      total,
      tax_total: taxTotal,
      rooms_needed: roomsNeeded,
      ...standard
    } = byType.get('Standard') ?? {};
    // The all-in total (weekend and season rates, GST) is checked against the quote in stays.test.ts.
    assert.equal(roomsNeeded, 1);
    assert.ok(total !== undefined && taxTotal !== undefined && total > taxTotal && taxTotal > 0);
    assert.deepEqual(standard, {
      room_type: 'Standard',
      room_base_price: 8500,
      max_guests: 2,
      available: 9,
      nights: 2,
      price: 17_000,
      full_price: 17_000,
    });
    assert.equal(byType.get('Suite')?.available, 4);
    assert.equal(byType.get('Royal Suite')?.price, 64_000);
  });

  it('shows no room of a type too small for the party', async () => {
    const { byType } = await rooms({ check_in: inDays(10), check_out: inDays(11), guests: 4 });
    assert.equal(byType.get('Standard')?.available, 0);
    assert.equal(byType.get('Deluxe')?.available, 0);
    assert.equal(byType.get('Suite')?.available, 4);
  });

  it('applies percentage and flat coupons, in any case', async () => {
    const percent = await rooms({ check_in: inDays(20), check_out: inDays(22), coupon: 'monsoon20' });
    assert.deepEqual(percent.body.coupon, {
      code: 'MONSOON20',
      offer_title: 'Monsoon Escape',
      offer_type: 'percent',
      offer_value: 20,
    });
    assert.equal(percent.byType.get('Deluxe')?.price, 20_000);
    assert.equal(percent.byType.get('Deluxe')?.full_price, 25_000);

    const flat = await rooms({ check_in: inDays(20), check_out: inDays(21), coupon: 'ROYALWEEKEND' });
    assert.equal(flat.byType.get('Standard')?.price, 5_500);
  });

  it('refuses an unknown coupon and one whose offer needs a longer stay', async () => {
    const unknown = expectApiError(
      await search({ check_in: inDays(20), check_out: inDays(21), coupon: 'FREESTAY' }),
      400,
    );
    assert.equal(unknown.message, 'This coupon code is not valid.');
    const tooShort = expectApiError(
      await search({ check_in: inDays(20), check_out: inDays(21), coupon: 'STAY3SAVE' }),
      400,
    );
    assert.equal(tooShort.message, 'This coupon applies to stays of at least 3 nights.');
  });

  it('counts a room as taken only for the nights its booking overlaps', async () => {
    const guest = await signUpGuest(ctx);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservationHotel/create',
      headers: { authorization: guest.authorization },
      payload: { guestName: 'Kabir', checkInDate: inDays(40), checkOutDate: inDays(43), roomType: 'Suite' },
    });
    assert.equal(booked.statusCode, 201, booked.body);

    const suiteFree = async (from: number, to: number) =>
      (await rooms({ check_in: inDays(from), check_out: inDays(to) })).byType.get('Suite')?.available;
    assert.equal(await suiteFree(40, 43), 3);
    assert.equal(await suiteFree(42, 45), 3, 'overlaps the last night');
    assert.equal(await suiteFree(38, 41), 3, 'overlaps the first night');
    assert.equal(await suiteFree(43, 45), 4, 'check-in on the check-out day');
    assert.equal(await suiteFree(37, 40), 4, 'check-out on the check-in day');
  });

  it('explains every bad search', async () => {
    const cases: Array<[Record<string, string | number>, Record<string, string>]> = [
      [{ check_out: inDays(2) }, { check_in: BOOKING_MESSAGES.checkInRequired }],
      [{ check_in: inDays(1) }, { check_out: BOOKING_MESSAGES.checkOutRequired }],
      [{ check_in: '2030-02-30', check_out: '2030-03-02' }, { check_in: BOOKING_MESSAGES.invalidDate }],
      [{ check_in: '01/02/2030', check_out: '2030-03-02' }, { check_in: BOOKING_MESSAGES.invalidDate }],
      [{ check_in: inDays(-1), check_out: inDays(2) }, { check_in: BOOKING_MESSAGES.checkInPast }],
      [
        { check_in: inDays(3), check_out: inDays(3) },
        { check_out: BOOKING_MESSAGES.checkOutNotAfterCheckIn },
      ],
      [
        { check_in: inDays(3), check_out: inDays(2) },
        { check_out: BOOKING_MESSAGES.checkOutNotAfterCheckIn },
      ],
      [{ check_in: inDays(1), check_out: inDays(32) }, { check_out: BOOKING_MESSAGES.stayTooLong }],
      [{ check_in: inDays(1), check_out: inDays(2), guests: 5 }, { guests: BOOKING_MESSAGES.guests }],
      [{ check_in: inDays(1), check_out: inDays(2), guests: 0 }, { guests: BOOKING_MESSAGES.guests }],
      [{ check_in: inDays(1), check_out: inDays(2), guests: 'two' }, { guests: BOOKING_MESSAGES.guests }],
    ];
    for (const [query, fields] of cases) {
      const body = expectApiError(await search(query), 400);
      assert.deepEqual(body.fields, fields, JSON.stringify(query));
    }
    // Today is fine, and so are exactly 30 nights.
    await rooms({ check_in: inDays(0), check_out: inDays(30) });
  });
});
