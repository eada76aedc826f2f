import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  addDays,
  BOOKING_MESSAGES,
  hotelReservationListSchema,
  hotelReservationResponseSchema,
  BOOKING_REFERENCE_PATTERN,
  hotelToday,
  STAY_MESSAGES,
  stayQuoteSchema,
} from '@haveli/contracts';
import { signUpAdmin, signUpGuest, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { rawBookedRoom } from './helpers/raw-stays';
import { describeEachDatabase } from './helpers/test-app';

const inDays = (days: number) => addDays(hotelToday(), days);

describeEachDatabase('hotel reservations', (ctx) => {
  const create = (payload: object, account?: SignedInAccount) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reservationHotel/create',
      headers: account ? { authorization: account.authorization } : {},
      payload,
    });
  const list = (userId: number, account?: SignedInAccount) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/reservationHotel/user/${userId}`,
      headers: account ? { authorization: account.authorization } : {},
    });
  const cancel = (id: number | string, account?: SignedInAccount, method: 'POST' | 'DELETE' = 'POST') =>
    ctx.app.inject({
      method,
      url: method === 'POST' ? `/api/reservationHotel/${id}/cancel` : `/api/reservationHotel/${id}`,
      headers: account ? { authorization: account.authorization } : {},
    });
  const booked = async (payload: object, account: SignedInAccount) => {
    const response = await create(payload, account);
    assert.equal(response.statusCode, 201, response.body);
    return hotelReservationResponseSchema.parse(response.json()).data;
  };
  /** The all-in total GET stays/quote gives for one room of the type, `adults` guests, the flexible rate. */
  const quotedTotal = async (roomType: string, from: number, to: number, adults = 1, coupon?: string) => {
    const [type] = await ctx.app.db.query<{ id: number }>(
      'SELECT id FROM room_types WHERE lower(room_type) = lower($1)',
      [roomType],
    );
    const query = new URLSearchParams({
      room_type_id: String(type?.id),
      check_in: inDays(from),
      check_out: inDays(to),
      adults: String(adults),
      ...(coupon ? { coupon } : {}),
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/stays/quote?${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return stayQuoteSchema.parse(response.json()).price.total;
  };
  const dashboardForm = (from: number, to: number, roomType: string | number = 'Deluxe') => ({
    guestName: 'Ananya Singh',
    checkInDate: inDays(from),
    checkOutDate: inDays(to),
    roomType,
    remarks: 'Late arrival, around 11 pm',
  });

  it('books a room of the chosen type for the signed-in guest, at the price the quote gives', async () => {
    const guest = await signUpGuest(ctx, 'Ananya Singh');
    const response = await create(dashboardForm(5, 7), guest);
    assert.equal(response.statusCode, 201, response.body);
    const body = hotelReservationResponseSchema.strict().parse(response.json());
    assert.equal(body.message, 'Booking successful!');
    const reservation = body.data;
    assert.ok(reservation._id > 0);
    assert.match(reservation.room_no, /^20[1-8]$/, 'a Deluxe room');
    assert.match(reservation.reference, BOOKING_REFERENCE_PATTERN);
    const total = await quotedTotal('Deluxe', 5, 7);
    assert.ok(total > 25_000, 'GST on top of 2 × 12,500');
    assert.deepEqual(
      {
        ...reservation,
        _id: 0,
        room_no: '',
        created_at: '',
        reference: '',
      },
      {
        _id: 0,
        customer_id: {
          _id: guest.id,
          name: 'Ananya Singh',
          email: guest.email,
          phone: '+91 98290 00000',
          address: '12 MI Road',
          city: 'Jaipur',
          country: 'India',
        },
        guest_name: 'Ananya Singh',
        room_type: 'Deluxe',
        room_no: '',
        check_in_time: inDays(5),
        check_out_time: inDays(7),
        nights: 2,
        guests: 1,
        price: total,
        coupon: null,
        reservation_status: 'Confirmed',
        remark: 'Late arrival, around 11 pm',
        created_at: '',
        reference: '',
      },
    );
    // It is a stay like any other: the guest's stays list it under its reference, with its mail's price.
    const stays = await ctx.app.inject({
      method: 'GET',
      url: '/api/stays/bookings',
      headers: { authorization: guest.authorization },
    });
    const [stay] = (
      stays.json() as { bookings: Array<{ reference: string; state: string; price: { total: number } }> }
    ).bookings;
    assert.deepEqual(stay && { ...stay, price: stay.price.total }, {
      ...stay,
      reference: reservation.reference,
      state: 'booked',
      price: total,
    });
  });

  it("accepts the spec's data-form names, a room type id and a coupon", async () => {
    const guest = await signUpGuest(ctx);
    const [suite] = await ctx.app.db.query<{ id: number }>(
      "SELECT id FROM room_types WHERE room_type = 'Suite'",
    );
    const reservation = await booked(
      {
        guest_name: 'Rohan Mehta',
        check_in_time: inDays(8),
        check_out_time: inDays(10),
        room_type: suite?.id,
        remark: 'Honeymoon',
        coupon: 'honeymoon25',
        guests: 2,
      },
      guest,
    );
    assert.equal(reservation.room_type, 'Suite');
    assert.equal(reservation.guest_name, 'Rohan Mehta');
    assert.equal(reservation.remark, 'Honeymoon');
    assert.equal(reservation.guests, 2);
    assert.equal(reservation.coupon, 'HONEYMOON25');
    assert.equal(reservation.price, await quotedTotal('Suite', 8, 10, 2, 'HONEYMOON25'));

    const flat = await booked({ ...dashboardForm(8, 9, 'standard'), coupon: 'ROYALWEEKEND' }, guest);
    assert.equal(flat.room_type, 'Standard');
    assert.equal(flat.price, await quotedTotal('Standard', 8, 9, 1, 'ROYALWEEKEND'));
  });

  it("keeps the stay rules, the coupon's per-guest limit and counts its uses, as stays/bookings does", async () => {
    const guest = await signUpGuest(ctx);
    const [deluxe] = await ctx.app.db.query<{ id: number }>(
      "SELECT id FROM room_types WHERE room_type = 'Deluxe'",
    );
    await ctx.app.db.query(
      'INSERT INTO stay_rules (room_type_id, starts_on, ends_on, min_nights, max_nights) VALUES (NULL, $1, $2, 3, 30)',
      [inDays(70), inDays(75)],
    );
    const quote = await ctx.app.inject({
      method: 'GET',
      url: `/api/stays/quote?room_type_id=${deluxe?.id}&check_in=${inDays(71)}&check_out=${inDays(72)}&adults=1`,
    });
    const refusal = expectApiError(quote, 400).message;
    assert.equal(refusal, STAY_MESSAGES.minStay(3));
    assert.equal(expectApiError(await create(dashboardForm(71, 72), guest), 400).message, refusal);

    const uses = async () =>
      (
        await ctx.app.db.query<{ uses: number }>("SELECT uses FROM offers WHERE offer_coupon = 'EARLYBIRD10'")
      )[0]?.uses;
    const before = await uses();
    await booked({ ...dashboardForm(80, 82), coupon: 'EARLYBIRD10' }, guest);
    assert.equal(await uses(), (before ?? 0) + 1);
    assert.equal(
      expectApiError(await create({ ...dashboardForm(90, 92), coupon: 'EARLYBIRD10' }, guest), 400).message,
      STAY_MESSAGES.couponUsedByGuest,
    );
    assert.equal(await uses(), (before ?? 0) + 1);
  });

  it('refuses anonymous callers', async () => {
    expectApiError(await create(dashboardForm(5, 6)), 401);
    expectApiError(await list(1), 401);
    expectApiError(await cancel(1), 401);
  });

  it('explains every bad booking field by field and books nothing', async () => {
    const guest = await signUpGuest(ctx);
    const cases: Array<[object, Record<string, string> | string]> = [
      [
        {},
        {
          guestName: BOOKING_MESSAGES.guestNameRequired,
          checkInDate: BOOKING_MESSAGES.checkInRequired,
          checkOutDate: BOOKING_MESSAGES.checkOutRequired,
          roomType: BOOKING_MESSAGES.roomTypeRequired,
        },
      ],
      [{ ...dashboardForm(5, 6), guestName: '   ' }, { guestName: BOOKING_MESSAGES.guestNameRequired }],
      [{ ...dashboardForm(5, 6), checkInDate: '2031-13-01' }, { checkInDate: BOOKING_MESSAGES.invalidDate }],
      [dashboardForm(-1, 2), { checkInDate: BOOKING_MESSAGES.checkInPast }],
      [dashboardForm(4, 4), { checkOutDate: BOOKING_MESSAGES.checkOutNotAfterCheckIn }],
      [dashboardForm(4, 40), { checkOutDate: BOOKING_MESSAGES.stayTooLong }],
      [{ ...dashboardForm(4, 5), guests: 9 }, { guests: BOOKING_MESSAGES.guests }],
      [
        { ...dashboardForm(4, 5), remarks: 'x'.repeat(501) },
        { remarks: 'Remarks can be at most 500 characters.' },
      ],
      [dashboardForm(4, 5, 'Penthouse'), BOOKING_MESSAGES.unknownRoomType],
      [dashboardForm(4, 5, 999), BOOKING_MESSAGES.unknownRoomType],
      [{ ...dashboardForm(4, 5, 'Standard'), guests: 3 }, BOOKING_MESSAGES.tooManyGuests],
      [{ ...dashboardForm(4, 5), coupon: 'NOPE' }, BOOKING_MESSAGES.invalidCoupon],
      // An offer over before the stay starts (its dates are the offer's, here as for stays/bookings).
      [{ ...dashboardForm(4, 5), coupon: 'ENDED10' }, STAY_MESSAGES.couponExpired],
    ];
    await ctx.app.db.query(
      `INSERT INTO offers (offer_title, offer_coupon, offer_type, offer_value, image, valid_to)
       VALUES ('Ended', 'ENDED10', 'percent', 10, '/api/images/offer-monsoon.svg', DATE '2020-01-31')`,
    );
    for (const [payload, expected] of cases) {
      const body = expectApiError(await create(payload, guest), 400);
      if (typeof expected === 'string') assert.equal(body.message, expected, JSON.stringify(payload));
      else assert.deepEqual(body.fields, expected, JSON.stringify(payload));
    }
    const { reservationHotel } = hotelReservationListSchema.parse((await list(guest.id, guest)).json());
    assert.deepEqual(reservationHotel, []);
  });

  it("lists a guest's own reservations, never another account's (staff included: 404)", async () => {
    const asha = await signUpGuest(ctx, 'Asha');
    const vikram = await signUpGuest(ctx, 'Vikram');
    const admin = await signUpAdmin(ctx);
    const first = await booked(dashboardForm(11, 12), asha);
    const later = await booked(dashboardForm(14, 15), asha);
    await booked(dashboardForm(11, 12), vikram);

    const own = hotelReservationListSchema.strict().parse((await list(asha.id, asha)).json());
    assert.deepEqual(
      own.reservationHotel.map((reservation) => reservation._id),
      [later._id, first._id],
    );
    expectApiError(await list(asha.id, vikram), 404);
    expectApiError(await list(asha.id, admin), 404);
    expectApiError(await list(0, asha), 400);
  });

  it('lets a guest cancel their own upcoming booking, which frees the room', async () => {
    const guest = await signUpGuest(ctx);
    const other = await signUpGuest(ctx);
    const reservation = await booked(dashboardForm(50, 52, 'Royal Suite'), guest);
    expectApiError(await create(dashboardForm(51, 53, 'Royal Suite'), other), 409);

    assert.equal(
      expectApiError(await cancel(reservation._id, other), 404).message,
      BOOKING_MESSAGES.notFound,
    );
    const cancelled = await cancel(reservation._id, guest);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const body = hotelReservationResponseSchema.parse(cancelled.json());
    assert.equal(body.data.reservation_status, 'Cancelled');
    assert.equal(body.message, BOOKING_MESSAGES.cancelled);
    assert.equal(
      expectApiError(await cancel(reservation._id, guest, 'DELETE'), 400).message,
      BOOKING_MESSAGES.alreadyCancelled,
    );

    const [listed] = hotelReservationListSchema.parse((await list(guest.id, guest)).json()).reservationHotel;
    assert.equal(listed?.reservation_status, 'Cancelled');
    await booked(dashboardForm(51, 53, 'Royal Suite'), other);
    assert.equal(expectApiError(await cancel(987654, guest), 404).message, BOOKING_MESSAGES.notFound);
    expectApiError(await cancel('abc', guest), 400);
  });

  it('refuses to cancel a stay that has begun, and changes nothing', async () => {
    const guest = await signUpGuest(ctx);
    const [room] = await ctx.app.db.query<{ id: number }>("SELECT id FROM rooms WHERE room_no = '101'");
    const past = await rawBookedRoom(ctx.app.db, {
      userId: guest.id,
      roomId: room?.id ?? 0,
      guestName: 'Past Guest',
      checkIn: inDays(-3),
      checkOut: inDays(-1),
    });
    assert.equal(expectApiError(await cancel(past, guest), 400).message, STAY_MESSAGES.notUpcoming);

    // Checked in today: the guest sleeps in the room tonight, so it is never freed for sale.
    const today = await booked(dashboardForm(0, 2, 'Heritage Room'), guest);
    await ctx.app.db.query('UPDATE hotel_reservations SET checked_in_at = now() WHERE id = $1', [today._id]);
    assert.equal(expectApiError(await cancel(today._id, guest), 409).message, STAY_MESSAGES.stayBegun);
    const stayCancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/stays/bookings/${today.reference}/cancel`,
      headers: { authorization: guest.authorization },
    });
    assert.equal(expectApiError(stayCancel, 409).message, STAY_MESSAGES.stayBegun);
    const stayChange = await ctx.app.inject({
      method: 'POST',
      url: `/api/stays/bookings/${today.reference}/change`,
      headers: { authorization: guest.authorization },
      payload: { check_out: inDays(3) },
    });
    assert.equal(expectApiError(stayChange, 409).message, STAY_MESSAGES.stayBegun);
    const [listed] = hotelReservationListSchema.parse((await list(guest.id, guest)).json()).reservationHotel;
    assert.equal(listed?.reservation_status, 'Confirmed');
  });

  it('never overbooks: of N + 5 simultaneous requests for the last N rooms, exactly N succeed', async () => {
    // Suite has four rooms; one is taken for part of the stay, leaving three for every night of it.
    const stay = { from: 60, to: 63 };
    const early = await signUpGuest(ctx);
    await booked(dashboardForm(stay.from + 1, stay.from + 2, 'Suite'), early);
    const free = 3;
    const guests = await Promise.all(Array.from({ length: free + 5 }, () => signUpGuest(ctx)));

    const answers = await Promise.all(
      guests.map((guest) => create(dashboardForm(stay.from, stay.to, 'Suite'), guest)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    assert.equal(codes.filter((code) => code === 201).length, free, String(codes));
    assert.equal(codes.filter((code) => code === 409).length, 5, String(codes));
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      assert.equal(answer.json().message, STAY_MESSAGES.notEnoughRooms);
    }
    const rooms = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => hotelReservationResponseSchema.parse(answer.json()).data.room_no);
    assert.equal(new Set(rooms).size, free, `distinct rooms: ${rooms.join(', ')}`);

    const [overlaps] = await ctx.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM hotel_reservations a
       JOIN hotel_reservations b ON a.room_id = b.room_id AND a.id < b.id
       WHERE a.status <> 'Cancelled' AND b.status <> 'Cancelled'
         AND a.check_in < b.check_out AND b.check_in < a.check_out`,
    );
    assert.equal(overlaps?.n, 0);
  });
});
