import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  addDays,
  BOOKING_MESSAGES,
  hotelReservationListSchema,
  hotelReservationResponseSchema,
  hotelToday,
  STAY_MESSAGES,
} from '@haveli/contracts';
import { signUpAdmin, signUpGuest, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
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
  const dashboardForm = (from: number, to: number, roomType: string | number = 'Deluxe') => ({
    guestName: 'Ananya Singh',
    checkInDate: inDays(from),
    checkOutDate: inDays(to),
    roomType,
    remarks: 'Late arrival, around 11 pm',
  });

  it('books a room of the chosen type for the signed-in guest', async () => {
    const guest = await signUpGuest(ctx, 'Ananya Singh');
    const response = await create(dashboardForm(5, 7), guest);
    assert.equal(response.statusCode, 201, response.body);
    const body = hotelReservationResponseSchema.strict().parse(response.json());
    assert.equal(body.message, 'Booking successful!');
    const reservation = body.data;
    assert.ok(reservation._id > 0);
    assert.match(reservation.room_no, /^20[1-8]$/, 'a Deluxe room');
    assert.deepEqual(
      {
        ...reservation,
        _id: 0,
        room_no: '',
        created_at: '',
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
        price: 25_000,
        coupon: null,
        reservation_status: 'Confirmed',
        remark: 'Late arrival, around 11 pm',
        created_at: '',
        reference: null,
      },
    );
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
    assert.equal(reservation.price, 27_000, '2 × 18,000 less 25 %');

    const flat = await booked({ ...dashboardForm(8, 9, 'standard'), coupon: 'ROYALWEEKEND' }, guest);
    assert.equal(flat.room_type, 'Standard');
    assert.equal(flat.price, 5_500);
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

  it('refuses to cancel a stay that has begun', async () => {
    const guest = await signUpGuest(ctx);
    const [room] = await ctx.app.db.query<{ id: number }>("SELECT id FROM rooms WHERE room_no = '101'");
    const [past] = await ctx.app.db.query<{ id: number }>(
      `INSERT INTO hotel_reservations (user_id, room_id, guest_name, check_in, check_out, price)
       VALUES ($1, $2, 'Past Guest', $3, $4, 8500) RETURNING id`,
      [guest.id, room?.id, inDays(-3), inDays(-1)],
    );
    assert.equal(
      expectApiError(await cancel(past?.id ?? 0, guest), 400).message,
      BOOKING_MESSAGES.pastBooking,
    );
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
      assert.equal(answer.json().message, 'No rooms of this type are available for those dates.');
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
