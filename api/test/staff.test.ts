import assert from 'node:assert/strict';
import {
  staffOrdersResponseSchema,
  staffTableRequestsResponseSchema,
  staffTodaySchema,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { guestRecords } from './hardening/fixtures';
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
});
