import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, BOOKING_REFERENCE_PATTERN, hotelToday } from '@haveli/contracts';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { signUpGuest } from './helpers/guest-accounts';
import { rawBookedRoom } from './helpers/raw-stays';
import { describeEachDatabase, embeddedDatabaseBefore, unlessTesting } from './helpers/test-app';

const inDays = (days: number) => addDays(hotelToday(), days);
const ILLEGAL = { code: '23514' };

/** The stay's life is kept by the database itself: any writer, raw SQL included, meets the same rules. */
describeEachDatabase('the stay state machine in the database', (ctx) => {
  let serial = 0;
  /** A booked one-room stay in a room of its own; its room's and its stay's ids. */
  const bookedStay = async () => {
    serial += 1;
    const guest = await signUpGuest(ctx);
    const [room] = await ctx.app.db.query<{ id: number }>(
      'SELECT id FROM rooms ORDER BY id OFFSET $1 LIMIT 1',
      [serial],
    );
    const roomId = await rawBookedRoom(ctx.app.db, {
      userId: guest.id,
      roomId: room?.id ?? 0,
      guestName: guest.name,
      checkIn: inDays(0),
      checkOut: inDays(2),
    });
    const [row] = await ctx.app.db.query<{ stay_booking_id: number }>(
      'SELECT stay_booking_id FROM hotel_reservations WHERE id = $1',
      [roomId],
    );
    return { roomId, stayId: row?.stay_booking_id ?? 0 };
  };
  const stateOf = async (stayId: number) =>
    (await ctx.app.db.query<{ state: string }>('SELECT state FROM stay_bookings WHERE id = $1', [stayId]))[0]
      ?.state;
  const cancelStay = (stayId: number, state = 'cancelled') =>
    ctx.app.db.query(`UPDATE stay_bookings SET status = 'Cancelled', state = $2 WHERE id = $1`, [
      stayId,
      state,
    ]);

  it('moves booked → in house → checked out as rooms are checked in and out, and never back', async () => {
    const { roomId, stayId } = await bookedStay();
    assert.equal(await stateOf(stayId), 'booked');
    await ctx.app.db.query('UPDATE hotel_reservations SET checked_in_at = now() WHERE id = $1', [roomId]);
    assert.equal(await stateOf(stayId), 'in_house');

    // In house: neither the stay nor its room may be cancelled, the room not dropped, the dates not moved.
    await assert.rejects(cancelStay(stayId), ILLEGAL);
    await assert.rejects(cancelStay(stayId, 'no_show'), ILLEGAL);
    await assert.rejects(
      ctx.app.db.query("UPDATE hotel_reservations SET status = 'Cancelled' WHERE id = $1", [roomId]),
      ILLEGAL,
    );
    await assert.rejects(ctx.app.db.query('DELETE FROM hotel_reservations WHERE id = $1', [roomId]), ILLEGAL);
    await assert.rejects(
      ctx.app.db.query('UPDATE stay_bookings SET check_out = check_out + 1 WHERE id = $1', [stayId]),
      ILLEGAL,
    );
    await assert.rejects(
      ctx.app.db.query('UPDATE hotel_reservations SET checked_in_at = NULL WHERE id = $1', [roomId]),
      ILLEGAL,
    );
    await assert.rejects(
      ctx.app.db.query("UPDATE stay_bookings SET state = 'booked' WHERE id = $1", [stayId]),
      ILLEGAL,
    );

    await ctx.app.db.query('UPDATE hotel_reservations SET checked_out_at = now() WHERE id = $1', [roomId]);
    assert.equal(await stateOf(stayId), 'checked_out');
    await assert.rejects(cancelStay(stayId), ILLEGAL);
    for (const state of ['booked', 'in_house']) {
      await assert.rejects(
        ctx.app.db.query('UPDATE stay_bookings SET state = $2 WHERE id = $1', [stayId, state]),
        ILLEGAL,
      );
    }
    await assert.rejects(
      ctx.app.db.query('UPDATE hotel_reservations SET checked_out_at = NULL WHERE id = $1', [roomId]),
      ILLEGAL,
    );
    assert.equal(await stateOf(stayId), 'checked_out');
  });

  it('cancels or records a no-show only from booked, and a cancelled stay stays cancelled', async () => {
    const cancelled = await bookedStay();
    await cancelStay(cancelled.stayId);
    await ctx.app.db.query("UPDATE hotel_reservations SET status = 'Cancelled' WHERE id = $1", [
      cancelled.roomId,
    ]);
    for (const state of ['booked', 'in_house', 'checked_out', 'no_show']) {
      await assert.rejects(
        ctx.app.db.query(
          `UPDATE stay_bookings SET state = $2, status = CASE WHEN $2 = 'no_show' THEN 'Cancelled' ELSE 'Confirmed' END
           WHERE id = $1`,
          [cancelled.stayId, state],
        ),
        ILLEGAL,
      );
    }
    await assert.rejects(
      ctx.app.db.query('UPDATE hotel_reservations SET checked_in_at = now() WHERE id = $1', [
        cancelled.roomId,
      ]),
      ILLEGAL,
    );
    await assert.rejects(
      ctx.app.db.query("UPDATE hotel_reservations SET status = 'Confirmed' WHERE id = $1", [
        cancelled.roomId,
      ]),
      ILLEGAL,
    );

    const noShow = await bookedStay();
    await cancelStay(noShow.stayId, 'no_show');
    assert.equal(await stateOf(noShow.stayId), 'no_show');
    await assert.rejects(
      ctx.app.db.query("UPDATE stay_bookings SET state = 'cancelled' WHERE id = $1", [noShow.stayId]),
      ILLEGAL,
    );

    // The status the spec's shapes show always agrees with the state.
    const booked = await bookedStay();
    await assert.rejects(
      ctx.app.db.query("UPDATE stay_bookings SET status = 'Cancelled' WHERE id = $1", [booked.stayId]),
      /stay_bookings_status_matches_state/,
    );
    await assert.rejects(
      ctx.app.db.query("UPDATE stay_bookings SET state = 'checked_out' WHERE id = $1", [booked.stayId]),
      ILLEGAL,
    );
    assert.equal(await stateOf(booked.stayId), 'booked');
  });

  it('keeps every booked room in a stay with a reference', async () => {
    const guest = await signUpGuest(ctx);
    await assert.rejects(
      ctx.app.db.query(
        `INSERT INTO hotel_reservations (user_id, room_id, guest_name, check_in, check_out, price)
         SELECT $1, id, 'No Stay', $2, $3, 100 FROM rooms ORDER BY id DESC LIMIT 1`,
        [guest.id, inDays(300), inDays(301)],
      ),
      { code: '23502' },
    );
  });
});

describe('migration 0026 on a database made before it', { skip: unlessTesting('pglite') }, () => {
  let db: Db;
  before(async () => {
    db = await embeddedDatabaseBefore('0026', { seeded: true });
    await db.exec(`
      INSERT INTO users (name, email, password_hash) VALUES ('Old Guest', 'old@example.in', 'x');
      INSERT INTO hotel_reservations (user_id, room_id, guest_name, check_in, check_out, guests, price, status)
      SELECT u.id, r.id, 'Old Guest', DATE '2026-03-01' + r.id * 3, DATE '2026-03-03' + r.id * 3, 2, 25000,
             CASE WHEN r.id % 2 = 0 THEN 'Cancelled' ELSE 'Confirmed' END
      FROM users u, (SELECT id FROM rooms ORDER BY id LIMIT 3) r WHERE u.email = 'old@example.in';
      UPDATE hotel_reservations SET checked_in_at = now() WHERE id = (SELECT min(id) FROM hotel_reservations);
    `);
    await migrate(db);
  });
  after(() => db.close());

  it('gives every earlier booked room a stay of its own, with a reference, its price and its state', async () => {
    const rows = await db.query<{
      reference: string;
      status: string;
      state: string;
      total: number;
      rooms: number;
      adults: number;
    }>(
      `SELECT b.reference, b.status, b.state, b.total, b.rooms, b.adults
       FROM hotel_reservations h JOIN stay_bookings b ON b.id = h.stay_booking_id ORDER BY h.id`,
    );
    assert.equal(rows.length, 3);
    assert.equal(new Set(rows.map((row) => row.reference)).size, 3);
    for (const row of rows) assert.match(row.reference, BOOKING_REFERENCE_PATTERN);
    assert.deepEqual(
      rows.map(({ status, state, total, rooms, adults }) => ({ status, state, total, rooms, adults })),
      [
        { status: 'Confirmed', state: 'in_house', total: 25000, rooms: 1, adults: 2 },
        { status: 'Cancelled', state: 'cancelled', total: 25000, rooms: 1, adults: 2 },
        { status: 'Confirmed', state: 'booked', total: 25000, rooms: 1, adults: 2 },
      ],
    );
  });
});
