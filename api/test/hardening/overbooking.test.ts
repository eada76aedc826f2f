import assert from 'node:assert/strict';
import { it } from 'node:test';
import { testTokens, withClient } from '../helpers/test-app';
import { describeOnTwoProcesses } from './api-process';
import { booking, post, registerGuest } from './guest-client';

const ATTEMPTS = 1000;
const GUESTS = 100;
const ROOM_TYPE = 'Deluxe';
const STAY = { from: 90, nights: 3 };

describeOnTwoProcesses('no overbooking across two API processes on one PostgreSQL server', (context) => {
  it(
    `of ${ATTEMPTS} simultaneous attempts for the last rooms of a type, exactly as many succeed as were free`,
    { timeout: 120_000 },
    async () => {
      const [first, second] = context.apis();
      const sql = <T>(text: string, params: unknown[] = []) =>
        withClient(async (client) => {
          await client.query(`SET search_path TO ${context.schema}`);
          return (await client.query(text, params)).rows as T[];
        });

      // Some rooms of the type are already taken for part of the stay.
      const early = await registerGuest(first.url, 'early');
      for (const offset of [1, 1, 1]) {
        const taken = await post(
          `${first.url}/api/reservationHotel/create`,
          booking(STAY.from + offset, 1, ROOM_TYPE),
          early.authorization,
        );
        assert.equal(taken.status, 201, await taken.text());
      }
      const [{ total } = { total: 0 }] = await sql<{ total: number }>(
        `SELECT count(*)::int AS total FROM rooms r JOIN room_types t ON t.id = r.room_type_id WHERE t.room_type = $1`,
        [ROOM_TYPE],
      );
      const availability = (await (
        await fetch(
          `${second.url}/api/availability?check_in=${booking(STAY.from, STAY.nights, ROOM_TYPE).checkInDate}` +
            `&check_out=${booking(STAY.from, STAY.nights, ROOM_TYPE).checkOutDate}&guests=1`,
        )
      ).json()) as { rooms: Array<{ room_type: string; available: number }> };
      const free = availability.rooms.find((room) => room.room_type === ROOM_TYPE)?.available ?? 0;
      assert.equal(free, total - 3, 'three rooms are taken for part of the stay');

      // Guests made straight in the database, with tokens signed by the shared secret: the test is about
      // booking, and 1,000 sign-ups would spend the time budget on password hashing.
      const guests = await sql<{ id: number; name: string; email: string }>(
        `INSERT INTO users (name, email, password_hash, role)
       SELECT 'Rush Guest ' || n, 'rush-' || n || '@example.in', 'unused', 'user' FROM generate_series(1, $1) n
       RETURNING id, name, email`,
        [GUESTS],
      );
      const signer = testTokens();
      const tokens = await Promise.all(
        guests.map(
          async (guest) =>
            `Bearer ${await signer.sign({ sub: String(guest.id), name: guest.name, email: guest.email, role: 'user', ver: 0 })}`,
        ),
      );

      const started = Date.now();
      const statuses = await Promise.all(
        Array.from({ length: ATTEMPTS }, async (_, attempt) => {
          const api = attempt % 2 === 0 ? first : second;
          const response = await post(
            `${api.url}/api/reservationHotel/create`,
            booking(STAY.from, STAY.nights, ROOM_TYPE, `Rush ${attempt}`),
            tokens[attempt % tokens.length],
          );
          await response.arrayBuffer();
          return response.status;
        }),
      );
      const elapsed = Date.now() - started;
      const tally = statuses.reduce<Record<number, number>>(
        (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      );
      console.info(
        `overbooking: ${ATTEMPTS} attempts over two processes for ${free} free ${ROOM_TYPE} rooms in ${elapsed} ms: ${JSON.stringify(tally)}`,
      );
      assert.deepEqual(tally, { 201: free, 409: ATTEMPTS - free });
      assert.ok(elapsed < 60_000, `took ${elapsed} ms`);

      const [overlaps] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM hotel_reservations a
       JOIN hotel_reservations b ON a.room_id = b.room_id AND a.id < b.id
       WHERE a.status <> 'Cancelled' AND b.status <> 'Cancelled'
         AND a.check_in < b.check_out AND b.check_in < a.check_out`,
      );
      assert.equal(overlaps?.n, 0, 'no room is booked twice for the same night');
      const [rushed] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM hotel_reservations WHERE guest_name LIKE 'Rush %'`,
      );
      assert.equal(rushed?.n, free);
    },
  );
});
