import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  addDays,
  hotelToday,
  RESTAURANT_MESSAGES,
  restaurantReservationListSchema,
  restaurantReservationResponseSchema,
} from '@haveli/contracts';
import { signUpAdmin, signUpGuest, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const inDays = (days: number) => addDays(hotelToday(), days);

describeEachDatabase('restaurant reservations', (ctx) => {
  const create = (payload: object, account?: SignedInAccount) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reservationRestaurant/create',
      headers: account ? { authorization: account.authorization } : {},
      payload,
    });
  const list = (userId: number, account?: SignedInAccount) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/reservationRestaurant/user/${userId}`,
      headers: account ? { authorization: account.authorization } : {},
    });
  const slot = (days = 3) => ({
    name: 'Priya Nair',
    date: inDays(days),
    time: '20:30',
    party_size: 4,
    details: 'Window table, one vegetarian',
  });

  it('requests a table for the signed-in guest, pending until staff assign one', async () => {
    const guest = await signUpGuest(ctx, 'Priya Nair');
    const response = await create(slot(), guest);
    assert.equal(response.statusCode, 201, response.body);
    const body = restaurantReservationResponseSchema.strict().parse(response.json());
    assert.equal(body.message, RESTAURANT_MESSAGES.requested);
    assert.deepEqual(
      { ...body.data, _id: 0, created_at: '' },
      {
        _id: 0,
        user_id: { _id: guest.id, name: 'Priya Nair' },
        name: 'Priya Nair',
        reservation_date: inDays(3),
        reservation_time: '20:30',
        party_size: 4,
        table_id: null,
        status: 'Pending',
        remark: 'Window table, one vegetarian',
        created_at: '',
      },
    );
  });

  it('shows the table once staff have assigned one', async () => {
    const guest = await signUpGuest(ctx);
    const { data } = restaurantReservationResponseSchema.parse((await create(slot(4), guest)).json());
    await ctx.app.db.query(
      `UPDATE restaurant_reservations SET status = 'Confirmed',
         table_id = (SELECT id FROM restaurant_tables WHERE table_name = 'Courtyard 1') WHERE id = $1`,
      [data._id],
    );
    const [listed] = restaurantReservationListSchema.parse(
      (await list(guest.id, guest)).json(),
    ).reservationRestaurant;
    assert.equal(listed?.status, 'Confirmed');
    assert.equal(listed?.table_id?.table_name, 'Courtyard 1');
  });

  it("lists only the guest's own requests, latest date first; staff see anyone's", async () => {
    const guest = await signUpGuest(ctx);
    const other = await signUpGuest(ctx);
    const admin = await signUpAdmin(ctx);
    await create(slot(5), guest);
    await create({ ...slot(9), time: '12:00' }, guest);
    await create(slot(5), other);

    const own = restaurantReservationListSchema.strict().parse((await list(guest.id, guest)).json());
    assert.deepEqual(
      own.reservationRestaurant.map((reservation) => reservation.reservation_date),
      [inDays(9), inDays(5)],
    );
    expectApiError(await list(guest.id, other), 403);
    expectApiError(await list(guest.id), 401);
    expectApiError(await create(slot()), 401);
    assert.equal(
      restaurantReservationListSchema.parse((await list(guest.id, admin)).json()).reservationRestaurant
        .length,
      2,
    );
  });

  it('explains every bad request field by field and saves nothing', async () => {
    const guest = await signUpGuest(ctx);
    const cases: Array<[object, Record<string, string>]> = [
      [
        {},
        {
          name: RESTAURANT_MESSAGES.nameRequired,
          date: RESTAURANT_MESSAGES.dateRequired,
          time: RESTAURANT_MESSAGES.timeRequired,
          party_size: RESTAURANT_MESSAGES.partySize,
        },
      ],
      [{ ...slot(), date: inDays(-1) }, { date: RESTAURANT_MESSAGES.datePast }],
      [{ ...slot(), date: '2031-02-29' }, { date: 'Enter a valid date.' }],
      [{ ...slot(), time: '11:30' }, { time: RESTAURANT_MESSAGES.timeOutOfHours }],
      [{ ...slot(), time: '23:30' }, { time: RESTAURANT_MESSAGES.timeOutOfHours }],
      [{ ...slot(), time: '8pm' }, { time: RESTAURANT_MESSAGES.timeOutOfHours }],
      [{ ...slot(), party_size: 0 }, { party_size: RESTAURANT_MESSAGES.partySize }],
      [{ ...slot(), party_size: 21 }, { party_size: RESTAURANT_MESSAGES.partySize }],
      [{ ...slot(), party_size: 2.5 }, { party_size: RESTAURANT_MESSAGES.partySize }],
      [{ ...slot(), name: ' ' }, { name: RESTAURANT_MESSAGES.nameRequired }],
    ];
    for (const [payload, fields] of cases) {
      assert.deepEqual(
        expectApiError(await create(payload, guest), 400).fields,
        fields,
        JSON.stringify(payload),
      );
    }
    // The first and last sittings are bookable.
    for (const time of ['12:00', '23:00']) {
      assert.equal((await create({ ...slot(), time }, guest)).statusCode, 201, time);
    }
    const { reservationRestaurant } = restaurantReservationListSchema.parse(
      (await list(guest.id, guest)).json(),
    );
    assert.equal(reservationRestaurant.length, 2);
  });
});
