import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { postgresProblem, unlessTesting } from '../helpers/test-app';
import { freshSchema, startApi, type ApiProcess } from './api-process';
import { booking, post, registerGuest, type RemoteGuest } from './guest-client';

const ROOM_TYPES = ['Standard', 'Deluxe', 'Heritage Room', 'Suite', 'Royal Suite'];
const WRITERS = 8;
const KILL_AFTER_MS = 2500;

interface Acknowledged {
  bookings: Map<number, number[]>;
  orders: Map<number, number[]>;
}

/**
 * Writers book rooms and place orders as fast as the API answers; the process is killed with SIGKILL in the
 * middle. Every write that was answered 2xx before the kill must be there once the API starts again.
 */
async function writeUntilKilled(api: ApiProcess, guests: RemoteGuest[]): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { bookings: new Map(), orders: new Map() };
  const remember = (into: Map<number, number[]>, guest: RemoteGuest, id: number) =>
    into.set(guest.id, [...(into.get(guest.id) ?? []), id]);
  let killed = false;
  let attempt = 0;

  const writer = async (guest: RemoteGuest) => {
    while (!killed) {
      attempt += 1;
      const n = attempt;
      try {
        if (n % 2 === 0) {
          const roomType = ROOM_TYPES[n % ROOM_TYPES.length] ?? 'Deluxe';
          const response = await post(
            `${api.url}/api/reservationHotel/create`,
            booking(5 + (n % 300), 1, roomType),
            guest.authorization,
          );
          if (response.status === 201) {
            remember(
              acknowledged.bookings,
              guest,
              ((await response.json()) as { data: { _id: number } }).data._id,
            );
          }
        } else {
          const added = await post(
            `${api.url}/api/cart/create`,
            { product_id: 1 + (n % 5), quantity: 1 },
            guest.authorization,
          );
          if (added.status !== 201) continue;
          const response = await post(`${api.url}/api/orders`, {}, guest.authorization);
          if (response.status === 201) {
            remember(acknowledged.orders, guest, ((await response.json()) as { id: number }).id);
          }
        }
      } catch {
        // the connection dropped: the process is gone, and this write was never acknowledged
      }
    }
  };

  const writers = guests.map((guest) => writer(guest));
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
  await api.kill();
  killed = true;
  await Promise.all(writers);
  return acknowledged;
}

async function assertAllPresent(api: ApiProcess, guests: RemoteGuest[], acknowledged: Acknowledged) {
  let bookings = 0;
  let orders = 0;
  for (const guest of guests) {
    const headers = { authorization: guest.authorization };
    const stays = (await (
      await fetch(`${api.url}/api/reservationHotel/user/${guest.id}`, { headers })
    ).json()) as { reservationHotel: Array<{ _id: number }> };
    const stored = new Set(stays.reservationHotel.map((stay) => stay._id));
    for (const id of acknowledged.bookings.get(guest.id) ?? []) {
      assert.ok(stored.has(id), `booking ${id} of guest ${guest.id} was acknowledged but is gone`);
      bookings += 1;
    }
    const placed = (await (await fetch(`${api.url}/api/orders/user/${guest.id}`, { headers })).json()) as {
      orders: Array<{ id: number }>;
    };
    const storedOrders = new Set(placed.orders.map((order) => order.id));
    for (const id of acknowledged.orders.get(guest.id) ?? []) {
      assert.ok(storedOrders.has(id), `order ${id} of guest ${guest.id} was acknowledged but is gone`);
      orders += 1;
    }
  }
  return { bookings, orders };
}

async function crashAndRestart(env: NodeJS.ProcessEnv) {
  const first = await startApi(env);
  const guests = await Promise.all(Array.from({ length: WRITERS }, () => registerGuest(first.url, 'crash')));
  const acknowledged = await writeUntilKilled(first, guests);
  const count = (map: Map<number, number[]>) => [...map.values()].reduce((sum, ids) => sum + ids.length, 0);
  assert.ok(count(acknowledged.bookings) > 10, 'bookings were acknowledged before the kill');
  assert.ok(count(acknowledged.orders) > 10, 'orders were acknowledged before the kill');

  const started = Date.now();
  const second = await startApi(env);
  const restartMs = Date.now() - started;
  try {
    const found = await assertAllPresent(second, guests, acknowledged);
    console.info(
      `crash safety [${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}]: ${found.bookings} bookings and ` +
        `${found.orders} orders acknowledged before SIGKILL, all present after a restart of ${restartMs} ms`,
    );
  } finally {
    await second.stop();
  }
}

describe('crash safety: SIGKILL during a stream of writes loses no acknowledged booking or order', () => {
  it('on PGlite with a data folder', { timeout: 120_000, skip: unlessTesting('pglite') }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haveli-crash-'));
    try {
      await crashAndRestart({ PGLITE_DIR: path.join(dir, 'pglite') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL', { timeout: 120_000, skip: unlessTesting('postgres') }, async (t) => {
    const problem = await postgresProblem();
    if (problem) {
      if (process.env.CI) throw new Error(`PostgreSQL is not reachable (${problem}); CI must run this test.`);
      t.skip(`PostgreSQL is not reachable: ${problem}`);
      return;
    }
    const database = freshSchema();
    after(() => database.drop());
    await crashAndRestart(database.env);
  });
});
