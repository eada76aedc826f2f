import assert from 'node:assert/strict';
import {
  addDays,
  hotelToday,
  staffAuditResponseSchema,
  staffBookingsResponseSchema,
  staffHousekeepingResponseSchema,
  staffHousekeepingRoomSchema,
  staffTodaySchema,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { arrivingToday } from './hardening/fixtures';
import { rawBookedRoom } from './helpers/raw-stays';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('housekeeping: room states, check-out makes dirty, the front desk sees ready', (ctx) => {
  let housekeeper: SignedInAccount;
  let frontDesk: SignedInAccount;
  let manager: SignedInAccount;
  before(async () => {
    [housekeeper, frontDesk, manager] = await Promise.all([
      signUp(ctx.app, 'housekeeping'),
      signUp(ctx.app, 'front_desk'),
      signUp(ctx.app, 'manager'),
    ]);
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });
  const rooms = async (account = housekeeper, query = '') => {
    const response = await call('GET', `/api/staff/housekeeping${query}`, account);
    assert.equal(response.statusCode, 200, response.body);
    return staffHousekeepingResponseSchema.parse(response.json());
  };
  const room = async (id: number) => (await rooms()).rooms.find((candidate) => candidate.id === id)!;
  const setState = (id: number, state: string, account = housekeeper) =>
    call('PUT', `/api/staff/housekeeping/rooms/${id}`, account, { state });
  const roomOf = async (bookedRoomId: number) =>
    (
      await ctx.app.db.query<{ room_id: number }>('SELECT room_id FROM hotel_reservations WHERE id = $1', [
        bookedRoomId,
      ])
    )[0]!.room_id;

  it('checks a departure out dirty, cleans and inspects it; the front desk sees the arrival’s room ready', async () => {
    // Today's arrival, and the guest leaving the same room today.
    const next = await arrivingToday(ctx.app);
    const roomId = await roomOf(next);
    const today = hotelToday();
    const leaving = await rawBookedRoom(ctx.app.db, {
      userId: frontDesk.id,
      roomId,
      guestName: 'Leaving Guest',
      checkIn: addDays(today, -2),
      checkOut: today,
    });
    await ctx.app.db.query('UPDATE hotel_reservations SET checked_in_at = now() WHERE id = $1', [leaving]);
    let seen = await room(roomId);
    assert.deepEqual([seen.in_house, seen.departing_today, seen.arriving_today], [true, true, true]);
    const out = await call('POST', `/api/staff/bookings/${leaving}/check-out`, frontDesk);
    assert.equal(out.statusCode, 200, out.body);
    seen = await room(roomId);
    assert.deepEqual([seen.state, seen.ready, seen.in_house], ['dirty', false, false]);
    assert.equal(seen.changed_by, frontDesk.name, 'the check-out made it dirty');

    // The front desk sees the arrival's room not ready until housekeeping has cleaned it.
    const arrival = async () => {
      const response = await call(
        'GET',
        `/api/staff/bookings?from=${today}&to=${today}&state=expected`,
        frontDesk,
      );
      return staffBookingsResponseSchema.parse(response.json()).data.find((row) => row.id === next)!;
    };
    assert.equal((await arrival()).room_housekeeping, 'dirty');
    const todayBefore = staffTodaySchema.parse((await call('GET', '/api/staff/today', housekeeper)).json());

    const cleaned = await setState(roomId, 'clean');
    assert.equal(cleaned.statusCode, 200, cleaned.body);
    const clean = staffHousekeepingRoomSchema.parse(cleaned.json());
    assert.deepEqual([clean.state, clean.ready, clean.changed_by], ['clean', true, housekeeper.name]);
    assert.equal((await setState(roomId, 'clean')).statusCode, 200, 'the same state again is no change');
    assert.equal((await setState(roomId, 'inspected')).statusCode, 200);
    assert.equal((await arrival()).room_housekeeping, 'inspected');
    const todayAfter = staffTodaySchema.parse((await call('GET', '/api/staff/today', housekeeper)).json());
    assert.equal(todayAfter.arrivals_ready, todayBefore.arrivals_ready + 1);

    const audit = staffAuditResponseSchema.parse(
      (await call('GET', `/api/staff/audit?actor=${housekeeper.id}`, manager)).json(),
    ).data;
    assert.deepEqual(
      audit.map((row) => [row.record, row.action, row.before, row.after]),
      [
        [
          `Room ${clean.room_no}`,
          'room.housekeeping',
          { housekeeping: 'clean' },
          { housekeeping: 'inspected' },
        ],
        [`Room ${clean.room_no}`, 'room.housekeeping', { housekeeping: 'dirty' }, { housekeeping: 'clean' }],
      ],
      'one row a change, the repeated tap none',
    );
  });

  it('refuses a move the states do not allow, or an unknown state, with 400 and nothing changed', async () => {
    const { rooms: all } = await rooms();
    const target = all.find((candidate) => !candidate.in_house)!;
    assert.equal((await setState(target.id, 'dirty')).statusCode, 200);
    const skipped = expectApiError(await setState(target.id, 'inspected'), 400);
    assert.match(skipped.fields?.state ?? '', new RegExp(`Room ${target.room_no} is dirty.*cleaned first`));
    assert.match(expectApiError(await setState(target.id, 'sparkling'), 400).message, /State must be one of/);
    assert.equal((await room(target.id)).state, 'dirty');

    assert.equal((await setState(target.id, 'out_of_order')).statusCode, 200);
    const stillBroken = expectApiError(await setState(target.id, 'clean'), 400);
    assert.match(stillBroken.message, /out of order: put it back in service first/);
    assert.equal((await setState(target.id, 'dirty')).statusCode, 200, 'back in service, to be cleaned');
    expectApiError(await setState(999_999, 'clean'), 404);
  });

  it('assigns rooms to a housekeeper, who sees them as "my rooms"', async () => {
    const { rooms: all, housekeepers } = await rooms(manager);
    assert.ok(housekeepers.some((keeper) => keeper.id === housekeeper.id));
    const mine = all.slice(0, 2);
    for (const one of mine) {
      const assigned = await call('PUT', `/api/staff/housekeeping/rooms/${one.id}`, manager, {
        housekeeper_id: housekeeper.id,
      });
      assert.equal(assigned.statusCode, 200, assigned.body);
    }
    const listed = await rooms(housekeeper, '?mine=true');
    assert.deepEqual(
      listed.rooms.map((one) => one.id),
      mine.map((one) => one.id),
    );
    assert.equal(listed.rooms[0]!.housekeeper?.name, housekeeper.name);
    const notKeeper = await call('PUT', `/api/staff/housekeeping/rooms/${mine[0]!.id}`, manager, {
      housekeeper_id: frontDesk.id,
    });
    assert.match(expectApiError(notKeeper, 400).fields?.housekeeper_id ?? '', /housekeeping account/);
    assert.equal((await room(mine[0]!.id)).housekeeper?.id, housekeeper.id);
  });

  it('lets housekeeping, the front desk and managers in; the kitchen, an editor and guests not', async () => {
    const [cook, editor, guest] = await Promise.all([
      signUp(ctx.app, 'kitchen'),
      signUp(ctx.app, 'editor'),
      signUp(ctx.app),
    ]);
    const [first] = (await rooms()).rooms;
    for (const account of [cook, editor, guest]) {
      expectApiError(await call('GET', '/api/staff/housekeeping', account), 403);
      expectApiError(await setState(first!.id, 'dirty', account), 403);
    }
    expectApiError(await call('GET', '/api/staff/bookings', housekeeper), 403);
    assert.equal((await call('GET', '/api/staff/today', housekeeper)).statusCode, 200);
    assert.equal((await rooms(frontDesk)).rooms.length, (await rooms(manager)).rooms.length);
  });
});
