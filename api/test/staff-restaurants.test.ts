import assert from 'node:assert/strict';
import {
  addDays,
  hotelToday,
  restaurantListSchema,
  restaurantSlotsSchema,
  STAFF_RESTAURANT_MESSAGES,
  staffRestaurantDaySchema,
  staffRestaurantSchema,
  staffRestaurantsResponseSchema,
  staffRestaurantTablesResponseSchema,
  type StaffRestaurant,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { isoWeekday } from '../src/lib/restaurant-slots';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const inDays = (days: number) => addDays(hotelToday(), days);
/** The first day from `from` days ahead that is a Monday. */
const mondayAhead = (from: number) => {
  for (let days = from; ; days += 1) if (isoWeekday(inDays(days)) === 1) return inDays(days);
};

describeEachDatabase('the back office’s restaurants: hours, tables, a day’s tables', (ctx) => {
  let frontDesk: SignedInAccount;
  let manager: SignedInAccount;
  before(async () => {
    frontDesk = await signUp(ctx.app, 'front_desk');
    manager = await signUp(ctx.app, 'manager');
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    account?: SignedInAccount,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: account ? { authorization: account.authorization } : {},
      ...(payload ? { payload } : {}),
    });

  const restaurants = async () => {
    const response = await call('GET', '/api/staff/restaurants', frontDesk);
    assert.equal(response.statusCode, 200, response.body);
    return staffRestaurantsResponseSchema.strict().parse(response.json()).restaurants;
  };
  const named = async (name: string): Promise<StaffRestaurant> => {
    const found = (await restaurants()).find((restaurant) => restaurant.name === name);
    assert.ok(found, name);
    return found;
  };
  const audited = (action: string, id: number | string) =>
    ctx.app.db.query<{ actor: number }>(
      'SELECT actor FROM staff_audit WHERE action = $1 AND entity_id = $2',
      [action, String(id)],
    );
  /** A guest's request, confirmed by the front desk with `tableId` when given. */
  const requestTable = async (
    restaurantId: number,
    date: string,
    time: string,
    party: number,
    tableId?: number,
  ) => {
    const guest = await signUp(ctx.app);
    const created = await call('POST', '/api/reservationRestaurant/create', guest, {
      name: 'Meera Shah',
      restaurant_id: restaurantId,
      date,
      time,
      party_size: party,
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { data: { _id: number } }).data._id;
    if (tableId !== undefined) {
      const confirmed = await call('POST', `/api/reservationRestaurant/${id}/confirm`, frontDesk, {
        table_id: tableId,
      });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
    }
    return id;
  };

  it('lists each restaurant with its week’s hours and tables, to the front desk and managers only', async () => {
    const list = await restaurants();
    assert.deepEqual(
      list.map((restaurant) => restaurant.name),
      ['Laal Mahal', 'Diwan-e-Khas', 'The Verandah'],
    );
    const diwan = list[1]!;
    assert.deepEqual(
      diwan.tables.map((table) => `${table.label} (${table.seats})`),
      ['Courtyard 1 (4)', 'Courtyard 2 (4)', 'Courtyard 3 (6)', 'Diwan 1 (2)', 'Diwan 2 (8)'],
    );
    assert.equal(diwan.hours.filter((service) => service.weekday === 1).length, 0, 'closed on Mondays');
    assert.deepEqual(
      diwan.hours.find((service) => service.weekday === 2),
      {
        weekday: 2,
        opens: '19:00',
        closes: '23:30',
      },
    );
    assert.equal((await call('GET', '/api/staff/restaurants', manager)).statusCode, 200);
    expectApiError(await call('GET', '/api/staff/restaurants', await signUp(ctx.app, 'kitchen')), 403);
    expectApiError(await call('GET', '/api/staff/restaurants', await signUp(ctx.app)), 403);
    expectApiError(await call('GET', '/api/staff/restaurants'), 401);
  });

  it('refuses bad hours with a message beside each field and changes nothing', async () => {
    const diwan = await named('Diwan-e-Khas');
    const put = (hours: object[]) =>
      call('PUT', `/api/staff/restaurants/${diwan.id}/hours`, frontDesk, { hours });
    const reversed = expectApiError(await put([{ weekday: 1, opens: '15:00', closes: '12:00' }]), 400);
    assert.deepEqual(reversed.fields, { 'hours.0.closes': STAFF_RESTAURANT_MESSAGES.closesAfterOpens });
    const malformed = expectApiError(await put([{ weekday: 8, opens: '7pm', closes: '24:00' }]), 400);
    assert.deepEqual(malformed.fields, {
      'hours.0.weekday': STAFF_RESTAURANT_MESSAGES.weekday,
      'hours.0.opens': STAFF_RESTAURANT_MESSAGES.opens,
      'hours.0.closes': STAFF_RESTAURANT_MESSAGES.closes,
    });
    const overlapping = expectApiError(
      await put([
        { weekday: 2, opens: '12:00', closes: '15:00' },
        { weekday: 2, opens: '14:00', closes: '18:00' },
      ]),
      400,
    );
    assert.deepEqual(overlapping.fields, { 'hours.1.opens': STAFF_RESTAURANT_MESSAGES.overlap });
    const short = expectApiError(await put([{ weekday: 2, opens: '12:00', closes: '13:00' }]), 400);
    assert.deepEqual(short.fields, {
      'hours.0.closes': 'A sitting here lasts 90 minutes: a service must last at least that long.',
    });
    expectApiError(await call('PUT', '/api/staff/restaurants/999/hours', frontDesk, { hours: [] }), 404);
    assert.deepEqual((await named('Diwan-e-Khas')).hours, diwan.hours);
    assert.equal((await audited('restaurant.hours', diwan.id)).length, 0);
  });

  it('opens Diwan-e-Khas for lunch on Mondays: guests can then ask for those times', async () => {
    const diwan = await named('Diwan-e-Khas');
    const monday = mondayAhead(3);
    const slots = async () =>
      restaurantSlotsSchema.parse(
        (
          await call(
            'GET',
            `/api/reservationRestaurant/slots?restaurant_id=${diwan.id}&date=${monday}&party_size=2`,
          )
        ).json(),
      );
    assert.deepEqual((await slots()).slots, []);

    const hours = [...diwan.hours, { weekday: 1, opens: '12:00', closes: '15:00' }];
    const response = await call('PUT', `/api/staff/restaurants/${diwan.id}/hours`, frontDesk, { hours });
    assert.equal(response.statusCode, 200, response.body);
    const saved = staffRestaurantSchema.strict().parse(response.json());
    assert.deepEqual(
      saved.hours.filter((service) => service.weekday === 1),
      [{ weekday: 1, opens: '12:00', closes: '15:00' }],
    );
    assert.deepEqual(
      (await slots()).slots.map((slot) => slot.time),
      ['12:00', '13:30'],
    );
    await requestTable(diwan.id, monday, '13:30', 2);
    assert.deepEqual(
      (await audited('restaurant.hours', diwan.id)).map((entry) => entry.actor),
      [frontDesk.id],
    );
  });

  it('adds, renames and resizes tables, refusing a taken name or seats that are not a whole number from 1 to 20', async () => {
    const verandah = await named('The Verandah');
    const tables = `/api/staff/restaurants/${verandah.id}/tables`;
    const added = await call('POST', tables, frontDesk, { label: '  Verandah 9 ', seats: 6 });
    assert.equal(added.statusCode, 201, added.body);
    const table = staffRestaurantSchema.parse(added.json()).tables.find((one) => one.label === 'Verandah 9');
    assert.deepEqual(table && { seats: table.seats, upcoming: table.upcoming }, { seats: 6, upcoming: 0 });

    const taken = expectApiError(
      await call('POST', tables, frontDesk, { label: 'jharokha 1', seats: 2 }),
      409,
    );
    assert.deepEqual(taken.fields, { label: STAFF_RESTAURANT_MESSAGES.labelTaken });
    const bad = expectApiError(await call('POST', tables, frontDesk, { label: ' ', seats: 0 }), 400);
    assert.deepEqual(bad.fields, {
      label: STAFF_RESTAURANT_MESSAGES.label,
      seats: STAFF_RESTAURANT_MESSAGES.seats,
    });
    expectApiError(await call('POST', tables, frontDesk, { label: 'Verandah 10', seats: 2.5 }), 400);
    expectApiError(
      await call('POST', '/api/staff/restaurants/999/tables', frontDesk, { label: 'X', seats: 2 }),
      404,
    );

    const renamed = await call('PUT', `${tables}/${table!.id}`, frontDesk, { label: 'Garden 1', seats: 8 });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.ok(
      staffRestaurantSchema
        .parse(renamed.json())
        .tables.some((one) => one.id === table!.id && one.label === 'Garden 1' && one.seats === 8),
    );
    // The guest's side sees the new table: The Verandah now seats a party of 8 at it.
    const { restaurants: publicList } = restaurantListSchema.parse(
      (await call('GET', '/api/reservationRestaurant/restaurants')).json(),
    );
    assert.ok(
      publicList.find((one) => one._id === verandah.id)?.tables.some((one) => one.table_name === 'Garden 1'),
    );
    const elsewhere = (await named('Laal Mahal')).tables[0]!;
    expectApiError(
      await call('PUT', `${tables}/${elsewhere.id}`, frontDesk, { label: 'Moved', seats: 2 }),
      404,
    );
    assert.deepEqual(
      (await audited('restaurant_table.create', table!.id))
        .concat(await audited('restaurant_table.update', table!.id))
        .map((entry) => entry.actor),
      [frontDesk.id, frontDesk.id],
    );
  });

  it('pages a restaurant’s tables ten at a time, searched by name and sorted as asked', async () => {
    const diwan = await named('Diwan-e-Khas');
    for (let number = 1; number <= 7; number += 1) {
      const added = await call('POST', `/api/staff/restaurants/${diwan.id}/tables`, frontDesk, {
        label: `Baradari ${number}`,
        seats: 2,
      });
      assert.equal(added.statusCode, 201, added.body);
    }
    const page = async (query: string) => {
      const response = await call('GET', `/api/staff/restaurants/${diwan.id}/tables?${query}`, frontDesk);
      assert.equal(response.statusCode, 200, response.body);
      return staffRestaurantTablesResponseSchema.strict().parse(response.json());
    };
    const first = await page('');
    assert.equal(first.total, 12);
    assert.deepEqual(
      first.data.slice(0, 3).map((table) => table.label),
      ['Baradari 1', 'Baradari 2', 'Baradari 3'],
    );
    assert.equal(first.data.length, 10);
    assert.deepEqual(
      (await page('page=2')).data.map((table) => table.label),
      ['Diwan 1', 'Diwan 2'],
    );
    assert.deepEqual(
      (await page('sort=seats&order=desc')).data
        .slice(0, 2)
        .map((table) => `${table.label} (${table.seats})`),
      ['Diwan 2 (8)', 'Courtyard 3 (6)'],
    );
    const searched = await page('search=%20COURT%20&order=desc');
    assert.deepEqual(
      searched.data.map((table) => table.label),
      ['Courtyard 3', 'Courtyard 2', 'Courtyard 1'],
    );
    assert.equal(searched.total, 3);
    assert.deepEqual(await page('search=100%25'), { data: [], total: 0 });
    const bad = expectApiError(
      await call('GET', `/api/staff/restaurants/${diwan.id}/tables?sort=colour&page=0`, frontDesk),
      400,
    );
    assert.deepEqual(bad.fields, {
      sort: 'Sort must be label, seats or upcoming.',
      page: 'page must be a whole number of at least 1.',
    });
    expectApiError(await call('GET', '/api/staff/restaurants/999/tables', frontDesk), 404);
  });

  it('keeps a table holding an upcoming confirmed party: no retiring it, no seats below the party', async () => {
    const verandah = await named('The Verandah');
    const tables = `/api/staff/restaurants/${verandah.id}/tables`;
    const added = await call('POST', tables, manager, { label: 'Pergola', seats: 4 });
    const pergola = staffRestaurantSchema.parse(added.json()).tables.find((one) => one.label === 'Pergola')!;
    await requestTable(verandah.id, inDays(5), '20:00', 4, pergola.id);
    assert.equal((await named('The Verandah')).tables.find((one) => one.id === pergola.id)?.upcoming, 1);
    const busiest = await call('GET', `${tables}?sort=upcoming&order=desc`, frontDesk);
    assert.equal(staffRestaurantTablesResponseSchema.parse(busiest.json()).data[0]?.id, pergola.id);

    const retire = expectApiError(await call('DELETE', `${tables}/${pergola.id}`, frontDesk), 409);
    assert.equal(retire.message, STAFF_RESTAURANT_MESSAGES.hasUpcoming);
    const shrink = expectApiError(
      await call('PUT', `${tables}/${pergola.id}`, frontDesk, { label: 'Pergola', seats: 2 }),
      409,
    );
    assert.deepEqual(shrink.fields, { seats: STAFF_RESTAURANT_MESSAGES.seatsBelowParty });
    assert.ok((await named('The Verandah')).tables.some((one) => one.id === pergola.id && one.seats === 4));
    assert.equal((await audited('restaurant_table.retire', pergola.id)).length, 0);
  });

  it('retires a free table: it leaves the lists and can no longer be confirmed with, and its name is free again', async () => {
    const verandah = await named('The Verandah');
    const tables = `/api/staff/restaurants/${verandah.id}/tables`;
    const added = await call('POST', tables, frontDesk, { label: 'Arbour', seats: 2 });
    const arbour = staffRestaurantSchema.parse(added.json()).tables.find((one) => one.label === 'Arbour')!;
    const retired = await call('DELETE', `${tables}/${arbour.id}`, frontDesk);
    assert.equal(retired.statusCode, 204, retired.body);
    assert.ok(!(await named('The Verandah')).tables.some((one) => one.id === arbour.id));
    expectApiError(await call('DELETE', `${tables}/${arbour.id}`, frontDesk), 404);

    const pending = await requestTable(verandah.id, inDays(6), '19:00', 2);
    const refused = expectApiError(
      await call('POST', `/api/reservationRestaurant/${pending}/confirm`, frontDesk, { table_id: arbour.id }),
      400,
    );
    assert.ok(refused.fields?.table_id);
    assert.equal((await call('POST', tables, frontDesk, { label: 'Arbour', seats: 2 })).statusCode, 201);
    assert.deepEqual(
      (await audited('restaurant_table.retire', arbour.id)).map((entry) => entry.actor),
      [frontDesk.id],
    );
  });

  it('shows a day: each table with its confirmed parties at their times, and the requests still pending', async () => {
    const laal = await named('Laal Mahal');
    const date = inDays(8);
    const jharokha = laal.tables.find((table) => table.label === 'Jharokha 1')!;
    const confirmed = await requestTable(laal.id, date, '20:30', 2, jharokha.id);
    const pending = await requestTable(laal.id, date, '12:30', 3);

    const response = await call('GET', `/api/staff/restaurants/${laal.id}/day?date=${date}`, frontDesk);
    assert.equal(response.statusCode, 200, response.body);
    const day = staffRestaurantDaySchema.strict().parse(response.json());
    assert.equal(day.date, date);
    assert.equal(day.closed, false);
    assert.deepEqual(day.sittings, ['12:30', '14:00', '19:00', '20:30', '22:00']);
    assert.deepEqual(day.tables.find((table) => table.id === jharokha.id)?.requests, [
      { id: confirmed, time: '20:30', party_size: 2, guest_name: 'Meera Shah' },
    ]);
    assert.ok(
      day.tables.filter((table) => table.id !== jharokha.id).every((table) => table.requests.length === 0),
    );
    assert.deepEqual(day.pending, [{ id: pending, time: '12:30', party_size: 3, guest_name: 'Meera Shah' }]);

    const today = staffRestaurantDaySchema.parse(
      (await call('GET', `/api/staff/restaurants/${laal.id}/day`, frontDesk)).json(),
    );
    assert.equal(today.date, hotelToday());
    const bad = expectApiError(
      await call('GET', `/api/staff/restaurants/${laal.id}/day?date=2026-02-30`, frontDesk),
      400,
    );
    assert.equal(bad.message, STAFF_RESTAURANT_MESSAGES.date);
    expectApiError(await call('GET', '/api/staff/restaurants/999/day', frontDesk), 404);
    expectApiError(
      await call('GET', `/api/staff/restaurants/${laal.id}/day`, await signUp(ctx.app, 'editor')),
      403,
    );
  });
});
