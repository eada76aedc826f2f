import assert from 'node:assert/strict';
import {
  hotelToday,
  staffBookingsResponseSchema,
  staffOrdersResponseSchema,
  staffTableRequestsResponseSchema,
  staffTodaySchema,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { arrivingToday, guestRecords } from './hardening/fixtures';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('staff back office API', (ctx) => {
  let kitchen: SignedInAccount;
  let frontDesk: SignedInAccount;
  let guest: SignedInAccount;

  before(async () => {
    [kitchen, frontDesk, guest] = await Promise.all([
      signUp(ctx.app, 'kitchen'),
      signUp(ctx.app, 'front_desk'),
      signUp(ctx.app),
    ]);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });
  const queue = async () =>
    staffOrdersResponseSchema.parse((await call('GET', '/api/staff/orders', kitchen)).json()).orders;

  it('shows the kitchen a new order with the guest’s name until it is completed', async () => {
    const id = await guestRecords.order(ctx.app, guest);
    const listed = (await queue()).find((order) => order.id === id);
    assert.equal(listed?.status, 'Received');
    assert.equal(listed?.guest_name, guest.name);
    for (const status of ['Preparing', 'Ready', 'Completed']) {
      const moved = await call('PUT', `/api/orders/${id}/status`, kitchen, { status });
      assert.equal(moved.statusCode, 200, moved.body);
    }
    assert.equal(
      (await queue()).find((order) => order.id === id),
      undefined,
    );
    const mine = await call('GET', `/api/orders/${id}`, guest);
    assert.equal(mine.json().status, 'Completed');
  });

  it('cancels an order with a reason, and refuses a cancel without one or twice', async () => {
    const id = await guestRecords.order(ctx.app, guest);
    const bare = await call('POST', `/api/staff/orders/${id}/cancel`, kitchen, { reason: ' ' });
    assert.match(expectApiError(bare, 400).message, /reason/);
    assert.equal((await call('GET', `/api/orders/${id}`, guest)).json().status, 'Received');
    const cancelled = await call('POST', `/api/staff/orders/${id}/cancel`, kitchen, {
      reason: 'We have run out of saffron',
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().status, 'Cancelled');
    const seen = (await call('GET', `/api/orders/${id}`, guest)).json();
    assert.deepEqual([seen.status, seen.cancel_reason], ['Cancelled', 'We have run out of saffron']);
    expectApiError(await call('POST', `/api/staff/orders/${id}/cancel`, kitchen, { reason: 'Again' }), 409);
    expectApiError(await call('POST', '/api/staff/orders/999999/cancel', kitchen, { reason: 'Nobody' }), 404);
  });

  it('lists pending table requests with the tables that seat the party and are free', async () => {
    const id = await guestRecords.tableRequest(ctx.app, guest);
    const read = async () =>
      staffTableRequestsResponseSchema.parse(
        (await call('GET', '/api/staff/table-requests', frontDesk)).json(),
      ).requests;
    const request = (await read()).find((candidate) => candidate.id === id);
    assert.ok(request);
    assert.equal(request.restaurant.name, 'The Verandah');
    assert.ok(request.tables.length > 0);
    assert.ok(request.tables.every((table) => table.seats >= request.party_size));
    const [table] = request.tables;
    const confirmed = await call('POST', `/api/reservationRestaurant/${id}/confirm`, frontDesk, {
      table_id: table!.id,
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(
      (await read()).find((candidate) => candidate.id === id),
      undefined,
    );
  });

  it('counts the day: open orders and pending requests go up as guests ask', async () => {
    const today = async () => staffTodaySchema.parse((await call('GET', '/api/staff/today', kitchen)).json());
    const before = await today();
    await guestRecords.order(ctx.app, guest);
    await guestRecords.tableRequest(ctx.app, guest);
    const after = await today();
    assert.equal(after.open_orders, before.open_orders + 1);
    assert.equal(after.pending_table_requests, before.pending_table_requests + 1);
    assert.ok(after.rooms_total > 0);
    assert.ok(after.occupancy_tonight >= 0 && after.occupancy_tonight <= 100);
  });

  it('lists booked rooms with filters, and checks a room in and out only in that order', async () => {
    const id = await arrivingToday(ctx.app);
    const today = hotelToday();
    const list = async (query: string) => {
      const response = await call('GET', `/api/staff/bookings?${query}`, frontDesk);
      assert.equal(response.statusCode, 200, response.body);
      return staffBookingsResponseSchema.parse(response.json());
    };
    const arriving = await list(`from=${today}&to=${today}&state=expected`);
    const booking = arriving.data.find((candidate) => candidate.id === id);
    assert.equal(booking?.state, 'expected');
    assert.equal(booking?.check_in, today);
    assert.ok(arriving.room_types.length > 0);
    const byName = await list(`guest=${encodeURIComponent(booking!.guest_name.slice(0, 5))}`);
    assert.ok(
      byName.data.every((candidate) => candidate.guest_name.includes(booking!.guest_name.slice(0, 5))),
    );

    expectApiError(await call('POST', `/api/staff/bookings/${id}/check-out`, frontDesk), 409);
    const checkedIn = await call('POST', `/api/staff/bookings/${id}/check-in`, frontDesk);
    assert.equal(checkedIn.statusCode, 200, checkedIn.body);
    expectApiError(await call('POST', `/api/staff/bookings/${id}/check-in`, frontDesk), 409);
    assert.ok((await list('state=in_house')).data.some((candidate) => candidate.id === id));
    const checkedOut = await call('POST', `/api/staff/bookings/${id}/check-out`, frontDesk);
    assert.equal(checkedOut.statusCode, 200, checkedOut.body);
    assert.ok((await list('state=checked_out')).data.some((candidate) => candidate.id === id));
    expectApiError(await call('POST', '/api/staff/bookings/999999/check-in', frontDesk), 404);
  });

  it('refuses bad filters with the field to fix, and a stay booked ahead cannot be checked in today', async () => {
    const backwards = await call('GET', '/api/staff/bookings?from=2026-05-10&to=2026-05-01', frontDesk);
    assert.match(expectApiError(backwards, 400).message, /To must be on or after From/);
    const state = await call('GET', '/api/staff/bookings?state=asleep', frontDesk);
    assert.match(expectApiError(state, 400).message, /State must be one of/);
    const ahead = await guestRecords.stay(ctx.app, guest);
    expectApiError(await call('POST', `/api/staff/bookings/${ahead}/check-in`, frontDesk), 409);
  });
});
