import assert from 'node:assert/strict';
import { afterEach, before, it } from 'node:test';
import {
  addDays,
  callForLargeParty,
  hotelToday,
  RESTAURANT_MESSAGES,
  restaurantListSchema,
  restaurantReservationListSchema,
  restaurantReservationResponseSchema,
  restaurantSlotsSchema,
  slotStartsAt,
  type RestaurantSlots,
} from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { isoWeekday } from '../src/lib/restaurant-slots';
import { signUp, signUpAdmin, signUpGuest, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { assertLinksToSite, testOutbox } from './helpers/outbox';
import { describeEachDatabase } from './helpers/test-app';

const inDays = (days: number) => addDays(hotelToday(), days);
/** The first day from `from` days ahead that falls on an ISO weekday other than Monday (or on Monday). */
const dayAhead = (from: number, monday: boolean) => {
  for (let days = from; ; days += 1) {
    if ((isoWeekday(inDays(days)) === 1) === monday) return inDays(days);
  }
};
const HOTEL_PHONE = '+91 141 400 0000';
const outbox = testOutbox();

afterEach(() => setClock(null));

describeEachDatabase(
  'restaurant reservations',
  (ctx) => {
    const ids: Record<string, number> = {};
    let staff: SignedInAccount;

    before(async () => {
      const { restaurants } = restaurantListSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/reservationRestaurant/restaurants' })).json(),
      );
      for (const restaurant of restaurants) ids[restaurant.name] = restaurant._id;
      staff = await signUpAdmin(ctx);
    });

    const create = (payload: object, account?: SignedInAccount) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reservationRestaurant/create',
        headers: account ? { authorization: account.authorization } : {},
        payload,
      });
    const list = async (account: SignedInAccount) =>
      restaurantReservationListSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/reservationRestaurant/user/${account.id}`,
            headers: { authorization: account.authorization },
          })
        ).json(),
      ).reservationRestaurant;
    const slots = async (restaurant: string, date: string, party: number): Promise<RestaurantSlots> => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservationRestaurant/slots?restaurant_id=${ids[restaurant]}&date=${date}&party_size=${party}`,
      });
      assert.equal(response.statusCode, 200, response.body);
      return restaurantSlotsSchema.strict().parse(response.json());
    };
    const act = (
      id: number,
      action: 'cancel' | 'confirm' | 'decline',
      account: SignedInAccount,
      payload?: object,
    ) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/reservationRestaurant/${id}/${action}`,
        headers: { authorization: account.authorization },
        ...(payload ? { payload } : {}),
      });
    const request = (restaurant: string, date: string, time: string, party_size: number, details = '') => ({
      name: 'Priya Nair',
      restaurant_id: ids[restaurant],
      date,
      time,
      party_size,
      details,
    });
    const requested = async (payload: object, account: SignedInAccount) => {
      const response = await create(payload, account);
      assert.equal(response.statusCode, 201, response.body);
      return restaurantReservationResponseSchema.strict().parse(response.json()).data;
    };
    const tableId = async (name: string) => {
      const [row] = await ctx.app.db.query<{ id: number }>(
        'SELECT id FROM restaurant_tables WHERE table_name = $1',
        [name],
      );
      assert.ok(row, name);
      return row.id;
    };

    it("lists the hotel's three restaurants with their services and largest table", async () => {
      const { restaurants } = restaurantListSchema
        .strict()
        .parse(
          (await ctx.app.inject({ method: 'GET', url: '/api/reservationRestaurant/restaurants' })).json(),
        );
      assert.deepEqual(
        restaurants.map(({ name, cuisine, largest_table, phone }) => ({
          name,
          cuisine,
          largest_table,
          phone,
        })),
        [
          { name: 'Laal Mahal', cuisine: 'Rajasthani', largest_table: 12, phone: HOTEL_PHONE },
          { name: 'Diwan-e-Khas', cuisine: 'Mughlai', largest_table: 8, phone: HOTEL_PHONE },
          { name: 'The Verandah', cuisine: 'Continental', largest_table: 20, phone: HOTEL_PHONE },
        ],
      );
      const diwan = restaurants.find((restaurant) => restaurant.name === 'Diwan-e-Khas');
      assert.deepEqual(
        diwan?.tables.map((table) => `${table.table_name} (${table.seats})`),
        ['Diwan 1 (2)', 'Courtyard 1 (4)', 'Courtyard 2 (4)', 'Courtyard 3 (6)', 'Diwan 2 (8)'],
      );
      assert.deepEqual(
        [...new Set(diwan?.hours.map((service) => service.weekday))],
        [2, 3, 4, 5, 6, 7],
        'closed on Mondays',
      );
    });

    it("offers a day's sittings within the services, only after the lead time, and tells a large party to call", async () => {
      const date = dayAhead(3, false);
      assert.deepEqual(
        (await slots('Laal Mahal', date, 2)).slots,
        ['12:30', '14:00', '19:00', '20:30', '22:00'].map((time) => ({ time, available: true })),
      );
      // At 17:30 that day Laal Mahal (two hours' notice) still takes 20:30; The Verandah (one hour) 19:00 too.
      setClock(() => new Date(slotStartsAt(date, '17:30')));
      assert.deepEqual(
        (await slots('Laal Mahal', date, 2)).slots.map((slot) => slot.time),
        ['20:30', '22:00'],
      );
      assert.deepEqual(
        (await slots('The Verandah', date, 2)).slots.map((slot) => slot.time),
        ['19:00', '20:00', '21:00', '22:00'],
      );
      setClock(null);

      const large = await slots('Laal Mahal', date, 13);
      assert.deepEqual(large.slots, []);
      assert.equal(large.message, callForLargeParty('Laal Mahal', 12, HOTEL_PHONE));
      const monday = await slots('Diwan-e-Khas', dayAhead(2, true), 2);
      assert.deepEqual([monday.slots, monday.message], [[], RESTAURANT_MESSAGES.closed]);

      const bad = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservationRestaurant/slots?restaurant_id=999&date=${inDays(-1)}&party_size=0`,
      });
      assert.deepEqual(expectApiError(bad, 400).fields, {
        date: RESTAURANT_MESSAGES.datePast,
        party_size: RESTAURANT_MESSAGES.partySize,
      });
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservationRestaurant/slots?restaurant_id=999&date=${date}&party_size=2`,
      });
      assert.deepEqual(expectApiError(unknown, 400).fields, {
        restaurant_id: RESTAURANT_MESSAGES.unknownRestaurant,
      });
    });

    it('saves a request for an offered time as Pending, for the signed-in guest', async () => {
      const guest = await signUpGuest(ctx, 'Priya Nair');
      const date = inDays(4);
      const data = await requested(
        request('Laal Mahal', date, '20:30', 4, 'Window table, one vegetarian'),
        guest,
      );
      assert.deepEqual(
        { ...data, _id: 0, created_at: '' },
        {
          _id: 0,
          user_id: { _id: guest.id, name: 'Priya Nair' },
          restaurant_id: { _id: ids['Laal Mahal'], name: 'Laal Mahal' },
          name: 'Priya Nair',
          reservation_date: date,
          reservation_time: '20:30',
          party_size: 4,
          table_id: null,
          status: 'Pending',
          remark: 'Window table, one vegetarian',
          decline_reason: null,
          created_at: '',
        },
      );
      assert.deepEqual(
        (await list(guest)).map((reservation) => reservation._id),
        [data._id],
      );
      expectApiError(await create(request('Laal Mahal', date, '20:30', 2)), 401);
    });

    it('refuses times not offered, too soon or past, and a party larger than any table, saving nothing', async () => {
      const guest = await signUpGuest(ctx);
      const date = dayAhead(5, false);
      const refused = async (payload: object, fields: Record<string, string>, status = 400) =>
        assert.deepEqual(
          expectApiError(await create(payload, guest), status).fields,
          fields,
          JSON.stringify(payload),
        );

      await refused(
        {},
        {
          name: RESTAURANT_MESSAGES.nameRequired,
          restaurant_id: RESTAURANT_MESSAGES.restaurantRequired,
          date: RESTAURANT_MESSAGES.dateRequired,
          time: RESTAURANT_MESSAGES.timeRequired,
          party_size: RESTAURANT_MESSAGES.partySize,
        },
      );
      await refused(
        { ...request('Laal Mahal', inDays(-1), '20:30', 2) },
        { date: RESTAURANT_MESSAGES.datePast },
      );
      await refused(
        { ...request('Laal Mahal', inDays(91), '20:30', 2) },
        { date: RESTAURANT_MESSAGES.dateTooFar },
      );
      await refused({ ...request('Laal Mahal', '2031-02-29', '20:30', 2) }, { date: 'Enter a valid date.' });
      await refused(
        { ...request('Laal Mahal', date, '8pm', 2) },
        { time: RESTAURANT_MESSAGES.timeNotOffered },
      );
      await refused(
        { ...request('Laal Mahal', date, '21:00', 2) },
        { time: RESTAURANT_MESSAGES.timeNotOffered },
      );
      await refused(
        { ...request('Laal Mahal', date, '16:00', 2) },
        { time: RESTAURANT_MESSAGES.timeNotOffered },
      );
      await refused(
        { ...request('Laal Mahal', date, '20:30', 21) },
        { party_size: RESTAURANT_MESSAGES.partySize },
      );
      await refused(
        { ...request('Laal Mahal', date, '20:30', 2.5) },
        { party_size: RESTAURANT_MESSAGES.partySize },
      );
      await refused(
        { ...request('Laal Mahal', date, '20:30', 2), name: ' ' },
        { name: RESTAURANT_MESSAGES.nameRequired },
      );
      await refused(
        { ...request('Laal Mahal', date, '20:30', 2), restaurant_id: 999 },
        { restaurant_id: RESTAURANT_MESSAGES.unknownRestaurant },
      );
      await refused(
        { ...request('Laal Mahal', date, '20:30', 13) },
        { party_size: callForLargeParty('Laal Mahal', 12, HOTEL_PHONE) },
      );
      await refused(
        { ...request('Diwan-e-Khas', dayAhead(2, true), '20:30', 2) },
        { time: RESTAURANT_MESSAGES.timeNotOffered },
      );
      // Within the lead time (two hours at Laal Mahal), and after the sitting has begun.
      setClock(() => new Date(slotStartsAt(date, '18:31')));
      await refused(
        { ...request('Laal Mahal', date, '20:30', 2) },
        { time: RESTAURANT_MESSAGES.timeNotOffered },
      );
      setClock(() => new Date(slotStartsAt(date, '20:45')));
      await refused(
        { ...request('Laal Mahal', date, '20:30', 2) },
        { time: RESTAURANT_MESSAGES.timeNotOffered },
      );
      setClock(() => new Date(slotStartsAt(date, '18:30')));
      await requested(request('Laal Mahal', date, '20:30', 2), guest);
      setClock(null);
      assert.equal((await list(guest)).length, 1);
    });

    it('never seats more guests than its tables hold, counting Pending and Confirmed requests of the slot', async () => {
      // Laal Mahal's tables seat 2, 2, 4, 6 and 12.
      const guest = await signUpGuest(ctx);
      const date = inDays(6);
      const first = await requested(request('Laal Mahal', date, '19:00', 12), guest);
      assert.equal(
        (await act(first._id, 'confirm', staff, { table_id: await tableId('Sheesh Mahal') })).statusCode,
        200,
      );
      for (const party of [6, 4, 2]) await requested(request('Laal Mahal', date, '19:00', party), guest);
      // One table of two is left: a party of three no longer fits, a party of two still does.
      assert.deepEqual(
        (await slots('Laal Mahal', date, 3)).slots.find((slot) => slot.time === '19:00'),
        { time: '19:00', available: false },
      );
      assert.deepEqual(
        expectApiError(await create(request('Laal Mahal', date, '19:00', 3), guest), 409).fields,
        {
          time: RESTAURANT_MESSAGES.slotFull,
        },
      );
      const last = await requested(request('Laal Mahal', date, '19:00', 2), guest);
      expectApiError(await create(request('Laal Mahal', date, '19:00', 1), guest), 409);
      assert.equal(
        (await slots('Laal Mahal', date, 1)).slots.find((slot) => slot.time === '19:00')?.available,
        false,
      );
      assert.equal(
        (await slots('Laal Mahal', date, 12)).slots.find((slot) => slot.time === '20:30')?.available,
        true,
      );

      // A cancelled request gives its table back.
      assert.equal((await act(last._id, 'cancel', guest)).statusCode, 200);
      await requested(request('Laal Mahal', date, '19:00', 1), guest);
    });

    it('gives the last seats of a slot to one of two simultaneous requests', async () => {
      // Diwan-e-Khas seats 2, 4, 4, 6 and 8: with 8, 6, 4 and 4 booked, one table of two is left.
      const date = dayAhead(7, false);
      const early = await signUpGuest(ctx);
      for (const party of [8, 6, 4, 4]) await requested(request('Diwan-e-Khas', date, '20:30', party), early);
      const [one, two] = await Promise.all([signUp(ctx.app), signUp(ctx.app)]);
      const answers = await Promise.all(
        [one, two].map((guest) => create(request('Diwan-e-Khas', date, '20:30', 2), guest!)),
      );
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
      const [row] = await ctx.app.db.query<{ guests: number; requests: number }>(
        `SELECT sum(party_size)::int AS guests, count(*)::int AS requests FROM restaurant_reservations
       WHERE restaurant_id = $1 AND reservation_date = $2 AND reservation_time = '20:30'`,
        [ids['Diwan-e-Khas'], date],
      );
      assert.deepEqual(row, { guests: 24, requests: 5 });
    });

    it('lets staff confirm a request with a free table that fits, or decline it with a reason', async () => {
      const guest = await signUpGuest(ctx);
      const date = inDays(8);
      const pending = await requested(request('Diwan-e-Khas', date, '22:00', 4, 'Birthday'), guest);
      const other = await requested(request('Diwan-e-Khas', date, '22:00', 2), guest);
      const confirm = (id: number, table: number, account = staff) =>
        act(id, 'confirm', account, { table_id: table });

      expectApiError(await confirm(pending._id, await tableId('Courtyard 1'), guest), 403);
      assert.deepEqual(expectApiError(await confirm(pending._id, await tableId('Diwan 1')), 400).fields, {
        table_id: RESTAURANT_MESSAGES.tableTooSmall,
      });
      assert.deepEqual(expectApiError(await confirm(pending._id, await tableId('Zenana 1')), 400).fields, {
        table_id: RESTAURANT_MESSAGES.unknownTable,
      });
      expectApiError(await confirm(999_999, await tableId('Courtyard 1')), 404);

      const confirmed = await confirm(pending._id, await tableId('Courtyard 1'));
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const body = restaurantReservationResponseSchema.parse(confirmed.json());
      assert.equal(body.message, RESTAURANT_MESSAGES.confirmed);
      assert.deepEqual([body.data.status, body.data.table_id?.table_name], ['Confirmed', 'Courtyard 1']);
      expectApiError(await confirm(pending._id, await tableId('Courtyard 2')), 409);
      assert.deepEqual(expectApiError(await confirm(other._id, await tableId('Courtyard 1')), 409).fields, {
        table_id: RESTAURANT_MESSAGES.tableTaken,
      });

      assert.deepEqual(expectApiError(await act(other._id, 'decline', staff, { reason: ' ' }), 400).fields, {
        reason: RESTAURANT_MESSAGES.reasonRequired,
      });
      const declined = await act(other._id, 'decline', staff, { reason: 'A private event that evening' });
      assert.equal(declined.statusCode, 200, declined.body);
      expectApiError(await act(other._id, 'decline', staff, { reason: 'Again' }), 409);

      // The guest hears of both by mail, once each; refusals sent nothing.
      const mails = await outbox.mailsAfter(guest.email, 2, /^Your table/);
      assert.deepEqual(
        mails.map((mail) => mail.subject),
        ['Your table at Diwan-e-Khas is confirmed', 'Your table request at Diwan-e-Khas'],
      );
      assert.match(mails[0]!.text, /\(Courtyard 1\)/);
      assert.match(mails[1]!.text, /A private event that evening/);
      for (const mail of mails) assertLinksToSite(mail);

      const shown = await list(guest);
      assert.deepEqual(
        shown.map((reservation) => [
          reservation.status,
          reservation.table_id?.table_name ?? null,
          reservation.decline_reason,
        ]),
        [
          ['Declined', null, 'A private event that evening'],
          ['Confirmed', 'Courtyard 1', null],
        ],
      );
    });

    it('keeps a table free for the pending parties that need it', async () => {
      // Laal Mahal at 14:00: a party of 10 waits for the Sheesh Mahal (12); a couple may not be given it.
      const guest = await signUpGuest(ctx);
      const date = inDays(9);
      const big = await requested(request('Laal Mahal', date, '14:00', 10), guest);
      const couple = await requested(request('Laal Mahal', date, '14:00', 2), guest);
      assert.deepEqual(
        expectApiError(
          await act(couple._id, 'confirm', staff, { table_id: await tableId('Sheesh Mahal') }),
          409,
        ).fields,
        { table_id: RESTAURANT_MESSAGES.tableNeeded },
      );
      assert.equal(
        (await act(big._id, 'confirm', staff, { table_id: await tableId('Sheesh Mahal') })).statusCode,
        200,
      );
    });

    it('lets the guest cancel a Pending or Confirmed booking before its slot, and nobody else', async () => {
      const guest = await signUpGuest(ctx);
      const stranger = await signUpGuest(ctx);
      const date = inDays(10);
      const booking = await requested(request('The Verandah', date, '13:00', 2), guest);
      assert.equal(
        (await act(booking._id, 'confirm', staff, { table_id: await tableId('Verandah 1') })).statusCode,
        200,
      );
      for (const caller of [stranger, staff]) {
        assert.equal(
          expectApiError(await act(booking._id, 'cancel', caller), 404).message,
          RESTAURANT_MESSAGES.notFound,
        );
      }
      setClock(() => new Date(slotStartsAt(date, '13:00')));
      assert.equal(
        expectApiError(await act(booking._id, 'cancel', guest), 409).message,
        RESTAURANT_MESSAGES.notCancellable,
      );
      setClock(null);

      const cancelled = await act(booking._id, 'cancel', guest);
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      const body = restaurantReservationResponseSchema.parse(cancelled.json());
      assert.deepEqual([body.message, body.data.status], [RESTAURANT_MESSAGES.cancelled, 'Cancelled']);
      expectApiError(await act(booking._id, 'cancel', guest), 409);
      expectApiError(
        await act(booking._id, 'confirm', staff, { table_id: await tableId('Verandah 1') }),
        409,
      );
      expectApiError(await act(999_999, 'cancel', guest), 404);
    });
  },
  { env: outbox.env },
);
