import assert from 'node:assert/strict';
import {
  availabilityResponseSchema,
  STAFF_RATES_MESSAGES,
  STAY_MESSAGES,
  staffRateCalendarSchema,
  staffSeasonPreviewSchema,
  staffSeasonSchema,
  stayQuoteSchema,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

// Room types from the sample data: 2 Deluxe, 5 Royal Suite. March 2034 has no sample season or stay rule;
// 7 and 8 March are a Tuesday and a Wednesday (no weekend price).
const DELUXE = 2;
const ROYAL = 5;

describeEachDatabase('rates calendar: restrictions and season previews', (ctx) => {
  let manager: SignedInAccount;
  let frontDesk: SignedInAccount;
  let guest: SignedInAccount;
  before(async () => {
    [manager, frontDesk, guest] = await Promise.all([
      signUp(ctx.app, 'manager'),
      signUp(ctx.app, 'front_desk'),
      signUp(ctx.app),
    ]);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    account: SignedInAccount | null = manager,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: account ? { authorization: account.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const restrict = async (payload: object) => {
    const response = await call('PUT', '/api/staff/rates/calendar', manager, payload);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { nights: number };
  };
  const month = async (roomType: number, yearMonth: string) => {
    const response = await call('GET', `/api/staff/rates/calendar?room_type=${roomType}&month=${yearMonth}`);
    assert.equal(response.statusCode, 200, response.body);
    return staffRateCalendarSchema.parse(response.json());
  };
  const quote = (roomType: number, checkIn: string, checkOut: string) =>
    call(
      'GET',
      `/api/stays/quote?room_type_id=${roomType}&check_in=${checkIn}&check_out=${checkOut}&adults=2`,
      null,
    );
  const book = (roomType: number, checkIn: string, checkOut: string) =>
    call('POST', '/api/stays/bookings', guest, {
      guest_name: 'Meera Rathore',
      room_type_id: roomType,
      check_in: checkIn,
      check_out: checkOut,
      adults: 2,
    });
  const search = async (checkIn: string, checkOut: string) => {
    const response = await call(
      'GET',
      `/api/availability?check_in=${checkIn}&check_out=${checkOut}&guests=2&adults=2`,
      null,
    );
    assert.equal(response.statusCode, 200, response.body);
    return availabilityResponseSchema.parse(response.json()).rooms;
  };
  const restrictionRows = async () =>
    (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_restrictions'))[0]!.n;

  it('stop-sells a room type: the search no longer offers it, quotes and bookings are refused, the calendar shows it', async () => {
    const offered = (await search('2034-03-07', '2034-03-09')).find((room) => room.id === DELUXE);
    assert.ok(offered?.total !== undefined && offered.available > 0);

    assert.deepEqual(
      await restrict({
        room_type_ids: [DELUXE],
        from: '2034-03-08',
        to: '2034-03-08',
        set: { stop_sell: true },
      }),
      { nights: 1 },
    );
    const stopped = (await search('2034-03-07', '2034-03-09')).find((room) => room.id === DELUXE);
    assert.equal(stopped?.total, undefined);
    assert.equal(stopped?.unavailable_reason, STAY_MESSAGES.stopSold('8 Mar 2034'));
    assert.ok((await search('2034-03-07', '2034-03-09')).some((room) => room.id !== DELUXE && room.total));
    assert.equal(
      expectApiError(await quote(DELUXE, '2034-03-07', '2034-03-09'), 400).message,
      STAY_MESSAGES.stopSold('8 Mar 2034'),
    );
    assert.equal(
      expectApiError(await book(DELUXE, '2034-03-07', '2034-03-09'), 400).message,
      STAY_MESSAGES.stopSold('8 Mar 2034'),
    );
    // Leaving on the stop-sold day is no night of it.
    assert.equal((await quote(DELUXE, '2034-03-06', '2034-03-08')).statusCode, 200);

    const march = await month(DELUXE, '2034-03');
    assert.equal(march.days.length, 31);
    const eighth = march.days.find((entry) => entry.date === '2034-03-08')!;
    assert.equal(eighth.restrictions.stop_sell, true);
    assert.equal(eighth.rooms_left, march.room_type.rooms);
    assert.equal(eighth.price, march.room_type.room_base_price);

    const [audit] = await ctx.app.db.query<{
      entity: string;
      entity_id: string;
      after: Record<string, unknown>;
    }>(
      "SELECT entity, entity_id, after FROM staff_audit WHERE action = 'rates.restrict' ORDER BY id DESC LIMIT 1",
    );
    assert.deepEqual(audit, {
      entity: 'room_type',
      entity_id: String(DELUXE),
      after: { nights: '8 Mar 2034', 'stop-sell': 'on' },
    });

    await restrict({
      room_type_ids: [DELUXE],
      from: '2034-03-01',
      to: '2034-03-31',
      set: { stop_sell: false },
    });
    assert.equal((await quote(DELUXE, '2034-03-07', '2034-03-09')).statusCode, 200);
    assert.equal(await restrictionRows(), 0);
  });

  it('refuses arrivals on a closed-to-arrival day, departures on a closed-to-departure day and stays outside the arrival day’s nights', async () => {
    await restrict({
      room_type_ids: [DELUXE, ROYAL],
      from: '2034-03-13',
      to: '2034-03-19',
      weekdays: [2],
      set: { closed_to_arrival: true, min_stay: 3 },
    });
    await restrict({
      room_type_ids: [DELUXE],
      from: '2034-03-20',
      to: '2034-03-20',
      set: { closed_to_departure: true },
    });
    await restrict({
      room_type_ids: [DELUXE],
      from: '2034-03-15',
      to: '2034-03-15',
      set: { min_stay: 2, max_stay: 2 },
    });

    const refused = async (from: string, to: string, message: string) => {
      assert.equal(expectApiError(await quote(DELUXE, from, to), 400).message, message);
      assert.equal(expectApiError(await book(DELUXE, from, to), 400).message, message);
    };
    await refused('2034-03-14', '2034-03-18', STAY_MESSAGES.closedToArrival('14 Mar 2034'));
    await refused('2034-03-16', '2034-03-20', STAY_MESSAGES.closedToDeparture('20 Mar 2034'));
    await refused('2034-03-15', '2034-03-16', STAY_MESSAGES.minStay(2));
    await refused('2034-03-15', '2034-03-18', STAY_MESSAGES.maxStay(2));
    const fitting = stayQuoteSchema.parse((await quote(DELUXE, '2034-03-15', '2034-03-17')).json());
    assert.deepEqual([fitting.min_nights, fitting.max_nights], [2, 2]);
    // Only Tuesdays were closed: Monday's arrival is not.
    assert.equal((await quote(DELUXE, '2034-03-13', '2034-03-14')).statusCode, 200);

    const royal = await month(ROYAL, '2034-03');
    const tuesday = royal.days.find((entry) => entry.date === '2034-03-14')!;
    assert.deepEqual(tuesday.restrictions, {
      stop_sell: false,
      min_stay: 3,
      max_stay: null,
      closed_to_arrival: true,
      closed_to_departure: false,
    });
    // Clearing one restriction keeps the others.
    await restrict({
      room_type_ids: [ROYAL],
      from: '2034-03-14',
      to: '2034-03-14',
      set: { closed_to_arrival: false },
    });
    assert.equal(
      (await month(ROYAL, '2034-03')).days.find((entry) => entry.date === '2034-03-14')!.restrictions
        .min_stay,
      3,
    );
  });

  it('refuses bad changes, and other roles, changing nothing', async () => {
    const rows = await restrictionRows();
    const bad = [
      { room_type_ids: [DELUXE], from: '2034-04-02', to: '2034-04-01', set: { stop_sell: true } },
      { room_type_ids: [DELUXE], from: '2034-04-01', to: '2035-04-02', set: { stop_sell: true } },
      { room_type_ids: [DELUXE], from: '2034-04-01', to: '2034-04-02', set: {} },
      { room_type_ids: [], from: '2034-04-01', to: '2034-04-02', set: { stop_sell: true } },
      { room_type_ids: [DELUXE], from: '2034-04-01', to: '2034-04-02', set: { min_stay: 4, max_stay: 2 } },
      { room_type_ids: [DELUXE, 999], from: '2034-04-01', to: '2034-04-02', set: { stop_sell: true } },
      { room_type_ids: [DELUXE], from: '2034-03-15', to: '2034-03-15', set: { min_stay: 5 } },
    ];
    for (const payload of bad)
      expectApiError(await call('PUT', '/api/staff/rates/calendar', manager, payload), 400);
    assert.equal(
      expectApiError(await call('PUT', '/api/staff/rates/calendar', manager, bad.at(-1)), 400).message,
      STAFF_RATES_MESSAGES.restrictionsClash('Deluxe Jharokha Room', '15 Mar 2034'),
    );
    expectApiError(await call('GET', '/api/staff/rates/calendar?room_type=2&month=2034-13'), 400);
    expectApiError(await call('GET', '/api/staff/rates/calendar?room_type=999&month=2034-03'), 404);
    const change = {
      room_type_ids: [DELUXE],
      from: '2034-04-01',
      to: '2034-04-01',
      set: { stop_sell: true },
    };
    expectApiError(await call('PUT', '/api/staff/rates/calendar', frontDesk, change), 403);
    expectApiError(await call('GET', '/api/staff/rates/calendar?room_type=2&month=2034-03', guest), 403);
    expectApiError(await call('GET', '/api/staff/rates/calendar?room_type=2&month=2034-03', null), 401);
    assert.equal(await restrictionRows(), rows);
  });

  it('previews a season’s nightly prices before and after, equal to what saving then quoting gives; add stacks, replace wins', async () => {
    const winter = {
      name: 'Test winter',
      room_type_id: null,
      starts_on: '2034-05-01',
      ends_on: '2034-05-31',
      adjust_kind: 'percent',
      adjust_value: 20,
      priority: 0,
    };
    const saved = await call('POST', '/api/staff/rates/seasons', manager, winter);
    assert.equal(saved.statusCode, 201, saved.body);
    assert.equal(staffSeasonSchema.parse(saved.json()).combine, 'replace');
    const base = (await month(ROYAL, '2034-05')).room_type.room_base_price;

    const gala = {
      name: 'Gala week',
      room_type_id: ROYAL,
      starts_on: '2034-05-09',
      ends_on: '2034-05-10',
      adjust_kind: 'amount',
      adjust_value: 2000,
      priority: 5,
      combine: 'add',
    };
    const rowsBefore = (
      await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_seasons')
    )[0]!.n;
    const previewed = await call('POST', '/api/staff/rates/seasons/preview', manager, gala);
    assert.equal(previewed.statusCode, 200, previewed.body);
    const preview = staffSeasonPreviewSchema.parse(previewed.json());
    assert.equal(
      (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_seasons'))[0]!.n,
      rowsBefore,
    );
    assert.deepEqual(
      preview.room_types.map((type) => type.id),
      [ROYAL],
    );
    const tuesday = preview.room_types[0]!.nights[0]!;
    assert.deepEqual(tuesday, { date: '2034-05-09', before: base * 1.2, after: base * 1.2 + 2000 });

    const replacing = staffSeasonPreviewSchema.parse(
      (
        await call('POST', '/api/staff/rates/seasons/preview', manager, { ...gala, combine: 'replace' })
      ).json(),
    );
    assert.equal(replacing.room_types[0]!.nights[0]!.after, base + 2000);

    const created = await call('POST', '/api/staff/rates/seasons', manager, gala);
    assert.equal(created.statusCode, 201, created.body);
    const priced = stayQuoteSchema.parse((await quote(ROYAL, '2034-05-09', '2034-05-11')).json());
    assert.deepEqual(
      priced.price.nights.map((night) => night.rate),
      preview.room_types[0]!.nights.map((night) => night.after),
    );
    assert.equal((await month(ROYAL, '2034-05')).days[8]!.price, tuesday.after);

    // Editing: the preview's "before" is the saved season, its "after" the change.
    const id = staffSeasonSchema.parse(created.json()).id;
    const edit = staffSeasonPreviewSchema.parse(
      (
        await call('POST', '/api/staff/rates/seasons/preview', manager, { ...gala, id, adjust_value: 3000 })
      ).json(),
    );
    assert.deepEqual(edit.room_types[0]!.nights[0], {
      date: '2034-05-09',
      before: tuesday.after,
      after: base * 1.2 + 3000,
    });

    expectApiError(
      await call('POST', '/api/staff/rates/seasons/preview', manager, {
        ...gala,
        priority: 0,
        combine: 'replace',
      }),
      400,
    );
    expectApiError(
      await call('POST', '/api/staff/rates/seasons/preview', manager, { ...gala, id: 999_999 }),
      404,
    );
    expectApiError(
      await call('POST', '/api/staff/rates/seasons/preview', manager, { ...gala, combine: 'both' }),
      400,
    );
    expectApiError(await call('POST', '/api/staff/rates/seasons/preview', frontDesk, gala), 403);
  });
});
