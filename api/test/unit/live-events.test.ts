import assert from 'node:assert/strict';
import { afterEach, it, mock } from 'node:test';
import type { LiveEvent } from '@haveli/contracts';
import type { Db, ListenHandlers } from '../../src/db/db';
import { startLiveEvents } from '../../src/lib/live-events';

const event = (id: number): LiveEvent => ({
  id,
  kind: 'order.status',
  title: `Event ${id}`,
  body: '',
  link: '/user-orders',
  subject: {},
  created_at: '2026-05-01T08:00:00.000Z',
});

/** A database of the site's schema 'site' whose notifications are `rows`, and whose NOTIFYs the test makes. */
function fakeDb(rows: LiveEvent[]) {
  let handlers: ListenHandlers | undefined;
  const db = {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      if (sql.includes('current_schema')) return [{ schema: 'site' }] as T[];
      if (sql.includes('max(id)')) return [{ id: 0 }] as T[];
      if (sql.includes('WHERE id = $1')) return rows.filter((row) => row.id === params[0]) as T[];
      return [];
    },
    async listen(_channel: string, next: ListenHandlers) {
      handlers = next;
      next.onListening?.();
      return async () => undefined;
    },
  } as unknown as Db;
  const announce = async (id: number, schema = 'site') => {
    handlers?.onNotify(JSON.stringify({ id, userId: 1, schema }));
    // The fan-out reads the row before it sends: let it.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { db, announce };
}

const fail = (error: unknown) => assert.fail(String(error));

afterEach(() => mock.timers.reset());

it("sends each of a user's notifications of this site to each of their open streams, once", async () => {
  const { db, announce } = fakeDb([event(7)]);
  const live = await startLiveEvents(db, fail);
  const tab: number[] = [];
  const phone: number[] = [];
  const other: number[] = [];
  await live.open(1, undefined, { send: (sent) => tab.push(sent.id), heartbeat: () => undefined });
  await live.open(1, undefined, { send: (sent) => phone.push(sent.id), heartbeat: () => undefined });
  await live.open(2, undefined, { send: (sent) => other.push(sent.id), heartbeat: () => undefined });

  await announce(7, 'another_site');
  await announce(7);
  await announce(7);
  assert.deepEqual([tab, phone, other], [[7], [7], []]);
  await live.stop();
});

it('sends a heartbeat to every open stream every 25 s, and nothing more to a closed one', async () => {
  mock.timers.enable({ apis: ['setInterval'] });
  const { db } = fakeDb([]);
  const live = await startLiveEvents(db, fail);
  const beats = [0, 0];
  const closeFirst = await live.open(1, undefined, { send: () => undefined, heartbeat: () => beats[0]!++ });
  await live.open(2, undefined, { send: () => undefined, heartbeat: () => beats[1]!++ });

  mock.timers.tick(24_999);
  assert.deepEqual(beats, [0, 0]);
  mock.timers.tick(1);
  assert.deepEqual(beats, [1, 1]);
  closeFirst();
  assert.equal(live.size, 1);
  mock.timers.tick(25_000);
  assert.deepEqual(beats, [1, 2]);
  await live.stop();
});
