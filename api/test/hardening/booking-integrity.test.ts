import assert from 'node:assert/strict';
import { it } from 'node:test';
import { addDays, hotelToday } from '@haveli/contracts';
import pg from 'pg';
import { IDEMPOTENCY_MESSAGES } from '../../src/plugins/app/idempotency';
import { signUp, type SignedInAccount } from '../helpers/guest-accounts';
import { expectApiError } from '../helpers/http';
import { rawStayBooking } from '../helpers/raw-stays';
import { describeEachDatabase, TEST_DATABASE_URL, withClient } from '../helpers/test-app';
import { describeOnTwoProcesses } from './api-process';
import { registerGuest } from './guest-client';

let serial = 0;
/** A stay far enough ahead, and apart from the other tests', that every room of the type is free. */
function stay(nights = 2) {
  serial += 1;
  const from = 400 + serial * 10;
  return {
    guestName: 'Integrity Guest',
    checkInDate: addDays(hotelToday(), from),
    checkOutDate: addDays(hotelToday(), from + nights),
    roomType: 'Heritage Room',
  };
}

describeEachDatabase('booking integrity and Idempotency-Key', (ctx) => {
  const as = (guest: SignedInAccount, key?: string) => ({
    authorization: guest.authorization,
    ...(key ? { 'idempotency-key': key } : {}),
  });
  const book = (guest: SignedInAccount, payload: object, key?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/reservationHotel/create', headers: as(guest, key), payload });
  const bookingsOf = async (guest: SignedInAccount) =>
    (
      await ctx.app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM hotel_reservations WHERE user_id = $1 AND status <> 'Cancelled'",
        [guest.id],
      )
    )[0]?.n;

  it('refuses, in the database, a second stay overlapping in one room from any writer', async () => {
    const guest = await signUp(ctx.app);
    const first = await book(guest, stay());
    assert.equal(first.statusCode, 201, first.body);
    const id = (first.json() as { data: { _id: number } }).data._id;
    const overlapping = `INSERT INTO hotel_reservations
        (user_id, room_id, guest_name, check_in, check_out, price, stay_booking_id)
      SELECT user_id, room_id, 'Sneaky', check_in + 1, check_out + 1, 0, stay_booking_id
      FROM hotel_reservations WHERE id = $1`;
    await assert.rejects(ctx.app.db.query(overlapping, [id]), { code: '23P01' });
    // A cancelled stay holds no room.
    await ctx.app.db.query("UPDATE hotel_reservations SET status = 'Cancelled' WHERE id = $1", [id]);
    await ctx.app.db.query(overlapping, [id]);
  });

  it('makes one booking of two identical requests sent together with one key, and answers both alike', async () => {
    const guest = await signUp(ctx.app);
    const payload = stay();
    const [a, b] = await Promise.all([book(guest, payload, 'stay-1'), book(guest, payload, 'stay-1')]);
    assert.equal(a.statusCode, 201, a.body);
    assert.equal(b.statusCode, 201, b.body);
    assert.deepEqual(a.json(), b.json());
    assert.equal(await bookingsOf(guest), 1);

    // Sent again later: the first answer, marked as a replay, and still one booking.
    const again = await book(guest, payload, 'stay-1');
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), a.json());
    assert.equal(await bookingsOf(guest), 1);

    // Without a key, or with another key, a request is a new booking.
    assert.equal((await book(guest, payload, 'stay-2')).statusCode, 201);
    assert.equal((await book(guest, payload)).statusCode, 201);
    assert.equal(await bookingsOf(guest), 3);
  });

  it('keeps keys per guest, refuses a key reused for another request, and a malformed key', async () => {
    const guest = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const payload = stay();
    assert.equal((await book(guest, payload, 'shared-key')).statusCode, 201);
    assert.equal((await book(other, payload, 'shared-key')).statusCode, 201);
    assert.equal(await bookingsOf(other), 1);

    const reused = expectApiError(await book(guest, stay(), 'shared-key'), 422);
    assert.equal(reused.message, IDEMPOTENCY_MESSAGES.reused);
    for (const key of ['', 'with space', 'k'.repeat(256)]) {
      assert.equal(
        expectApiError(await book(guest, stay(), key || ' '), 400).message,
        IDEMPOTENCY_MESSAGES.invalid,
      );
    }
    assert.equal(await bookingsOf(guest), 1);
  });

  it('records a refusal as the answer too: the same key gets the same 409', async () => {
    const guest = await signUp(ctx.app);
    const payload = { ...stay(), roomType: 'Royal Suite' };
    const rooms = await ctx.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rooms r JOIN room_types t ON t.id = r.room_type_id
       WHERE t.room_type = 'Royal Suite'`,
    );
    for (let i = 0; i < (rooms[0]?.n ?? 0); i += 1)
      assert.equal((await book(guest, payload)).statusCode, 201);
    const full = await book(guest, payload, 'full');
    expectApiError(full, 409);
    await ctx.app.db.query("UPDATE hotel_reservations SET status = 'Cancelled' WHERE user_id = $1", [
      guest.id,
    ]);
    const again = await book(guest, payload, 'full');
    assert.equal(again.statusCode, 409);
    assert.equal(again.body, full.body);
  });

  it('places one order and merges a cart once for one key', async () => {
    const guest = await signUp(ctx.app);
    const [dish] = await ctx.app.db.query<{ id: number }>('SELECT id FROM food_items ORDER BY id LIMIT 1');
    assert.ok(dish);
    const merge = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/cart/merge',
        headers: as(guest, 'merge-at-login'),
        payload: { items: [{ product_id: dish.id, quantity: 2, addons: [] }] },
      });
    const [m1, m2] = await Promise.all([merge(), merge()]);
    assert.equal(m1.statusCode, 200, m1.body);
    assert.deepEqual(m2.json(), m1.json());
    assert.equal((await merge()).statusCode, 200);
    const [line] = await ctx.app.db.query<{ quantity: number }>(
      'SELECT quantity FROM cart_items WHERE user_id = $1',
      [guest.id],
    );
    assert.equal(line?.quantity, 2, 'merged once');

    const order = () =>
      ctx.app.inject({ method: 'POST', url: '/api/orders', headers: as(guest, 'order-1'), payload: {} });
    const [o1, o2] = await Promise.all([order(), order()]);
    assert.equal(o1.statusCode, 201, o1.body);
    assert.deepEqual(o2.json(), o1.json());
    const [orders] = await ctx.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE user_id = $1',
      [guest.id],
    );
    assert.equal(orders?.n, 1);
  });

  // Only a PostgreSQL server has other connections: a writer that skips the booking code's lock.
  if (ctx.kind === 'postgres') {
    it("takes another room, never a second stay, when another writer takes the room under the booking's feet", async () => {
      const guest = await signUp(ctx.app);
      const payload = stay();
      const [{ schema } = { schema: '' }] = await ctx.app.db.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      );
      const [room] = await ctx.app.db.query<{ id: number }>(
        `SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type_id
         WHERE t.room_type = $1 ORDER BY r.room_no LIMIT 1`,
        [payload.roomType],
      );
      assert.ok(room);
      const otherStay = await rawStayBooking(ctx.app.db, {
        userId: guest.id,
        roomId: room.id,
        checkIn: payload.checkInDate,
        checkOut: payload.checkOutDate,
      });
      const writer = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await writer.connect();
      try {
        await writer.query(`SET search_path TO ${schema}`);
        await writer.query('BEGIN');
        await writer.query(
          `INSERT INTO hotel_reservations
             (user_id, room_id, guest_name, check_in, check_out, price, stay_booking_id)
           VALUES ($1, $2, 'Other Writer', $3, $4, 0, $5)`,
          [guest.id, room.id, payload.checkInDate, payload.checkOutDate, otherStay],
        );
        // The booking does not see the uncommitted stay, picks the same room, and waits on the constraint;
        // refused by it, the booking is tried again and takes another room of the type.
        const booking = book(guest, payload);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await writer.query('COMMIT');
        const answer = await booking;
        assert.equal(answer.statusCode, 201, answer.body);
        const [taken] = await ctx.app.db.query<{ id: number }>(
          `SELECT room_id AS id FROM hotel_reservations WHERE id = $1`,
          [(answer.json() as { data: { _id: number } }).data._id],
        );
        assert.notEqual(taken?.id, room.id);
      } finally {
        await writer.end();
      }
      const [rows] = await ctx.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM hotel_reservations WHERE room_id = $1 AND check_in = $2',
        [room.id, payload.checkInDate],
      );
      assert.equal(rows?.n, 1);
    });
  }
});

describeOnTwoProcesses('one Idempotency-Key across two API processes', (context) => {
  it(
    'makes one booking of the same request sent to both processes at once',
    { timeout: 60_000 },
    async () => {
      const [a, b] = context.apis();
      const guest = await registerGuest(a.url, 'idempotent');
      const body = stay();
      const answers = await Promise.all(
        [a, b, a, b].map(async (api) => {
          const response = await fetch(`${api.url}/api/reservationHotel/create`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: guest.authorization,
              'idempotency-key': 'one-stay',
            },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: await response.text() };
        }),
      );
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [201, 201, 201, 201],
      );
      assert.equal(new Set(answers.map((answer) => answer.body)).size, 1, 'the same answer each time');
      const [row] = await withClient(async (client) => {
        await client.query(`SET search_path TO ${context.schema}`);
        return (
          await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM hotel_reservations WHERE user_id = $1',
            [guest.id],
          )
        ).rows;
      });
      assert.equal(row?.n, 1);
    },
  );
});
