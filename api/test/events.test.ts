import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, it } from 'node:test';
import { hotelToday, liveEventSchema, orderSchema, type Order } from '@haveli/contracts';
import { buildApp, type App } from '../src/app';
import { setClock } from '../src/lib/clock';
import { zonedInstant } from '../src/lib/kitchen-time';
import { notify } from '../src/lib/notifications';
import { openEventStream, type EventStream } from './helpers/event-stream';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import {
  describeEachDatabase,
  describeOnPostgres,
  dropSchema,
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
  testTokens,
} from './helpers/test-app';
import { TOO_MANY_STREAMS_MESSAGE } from '../src/routes/events';

/** Waits for what the server does after a client leaves (it learns of it from the socket). */
async function waitUntil(condition: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    assert.ok(Date.now() < deadline, 'within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether the server ends `stream` within `ms`. */
function endsWithin(stream: EventStream, ms = 5000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer));
}

const post = (app: App, url: string, authorization: string, payload?: object) =>
  app.inject({ method: url.endsWith('/role') ? 'PUT' : 'POST', url, headers: { authorization }, payload });

const noon = () => zonedInstant(hotelToday(), 13 * 60, 'Asia/Kolkata');
afterEach(() => setClock(null));

const listening = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

/** A pickup order of the guest's, placed through `app`. */
async function placeOrder(app: App, guest: SignedInAccount): Promise<Order> {
  setClock(noon);
  const [chai] = await app.db.query<{ id: number }>(
    "SELECT id FROM food_items WHERE menu_title = 'Masala Chai'",
  );
  const headers = { authorization: guest.authorization };
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/create',
    headers,
    payload: { product_id: chai?.id, quantity: 1 },
  });
  assert.equal(added.statusCode, 201, added.body);
  const placed = await app.inject({ method: 'POST', url: '/api/orders', headers, payload: {} });
  assert.equal(placed.statusCode, 201, placed.body);
  return orderSchema.parse(placed.json());
}

const moveOrder = async (app: App, staff: SignedInAccount, order: Order, status: string) => {
  const moved = await app.inject({
    method: 'PUT',
    url: `/api/orders/${order.id}/status`,
    headers: { authorization: staff.authorization },
    payload: { status },
  });
  assert.equal(moved.statusCode, 200, moved.body);
};

describeEachDatabase('GET /api/events on one API process', (ctx) => {
  let baseUrl: string;
  const streams: EventStream[] = [];
  before(async () => {
    baseUrl = await listening(ctx.app);
  });
  after(() => streams.forEach((stream) => stream.close()));
  const open = async (account: SignedInAccount, lastEventId?: number) => {
    const stream = await openEventStream(baseUrl, account.authorization, lastEventId);
    streams.push(stream);
    return stream;
  };

  it('refuses a visitor and a Last-Event-ID that is not an id', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/events' }), 401);
    const guest = await signUp(ctx.app);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: guest.authorization, accept: 'text/event-stream', 'last-event-id': 'x1' },
    });
    expectApiError(bad, 400);
  });

  it("streams the guest's own notifications only, with their ids, and replays what a reconnect missed", async () => {
    const [guest, other] = [await signUp(ctx.app), await signUp(ctx.app)];
    const staff = await signUp(ctx.app, 'admin');
    const order = await placeOrder(ctx.app, guest);
    const stream = await open(guest);
    assert.equal(stream.status, 200);
    assert.match(stream.contentType, /^text\/event-stream/);

    await moveOrder(ctx.app, staff, order, 'Preparing');
    const preparing = await stream.next();
    assert.equal(preparing.title, `Your order ${order.reference} is being prepared`);
    assert.equal(preparing.link, '/user-orders');
    assert.deepEqual(preparing.subject, {
      orderId: order.id,
      reference: order.reference,
      status: 'Preparing',
      by: 'hotel',
    });

    // Another guest's notification is not theirs: the guest's next event is their own next change.
    await ctx.app.db.transaction((tx) => notify(tx, other.id, { kind: 'order.status', title: 'Not yours' }));
    await moveOrder(ctx.app, staff, order, 'Ready');
    assert.equal((await stream.next()).title, `Your order ${order.reference} is ready`);
    assert.ok(stream.comments.includes('connected'));

    // The browser goes away after Preparing: its stream is closed on the server too. Two changes happen; it
    // comes back with Last-Event-ID.
    const streamsOpen = ctx.app.liveEvents.size;
    stream.close();
    await waitUntil(() => ctx.app.liveEvents.size === streamsOpen - 1);
    await moveOrder(ctx.app, staff, order, 'Completed');
    const back = await open(guest, preparing.id);
    assert.deepEqual(
      [(await back.next()).subject.status, (await back.next()).subject.status],
      ['Ready', 'Completed'],
    );

    // Polling without a stream: the same events as JSON.
    const polled = await ctx.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: guest.authorization, 'last-event-id': String(preparing.id) },
    });
    assert.equal(polled.statusCode, 200, polled.body);
    const { events } = polled.json() as { events: unknown[] };
    assert.deepEqual(
      events.map((event) => liveEventSchema.parse(event).subject.status),
      ['Ready', 'Completed'],
    );
    const latest = await ctx.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: guest.authorization },
    });
    assert.deepEqual(
      (latest.json() as { events: unknown[] }).events.map(
        (event) => liveEventSchema.parse(event).subject.status,
      ),
      ['Preparing', 'Ready', 'Completed'],
    );
  });

  it('ends a stream when its account signs out, and refuses it again with the same token', async () => {
    const guest = await signUp(ctx.app);
    const stream = await open(guest);
    const other = await open(await signUp(ctx.app));
    assert.equal((await post(ctx.app, '/api/auth/logout', guest.authorization)).statusCode, 204);
    assert.ok(await endsWithin(stream), 'the signed-out stream ended');
    assert.equal((await open(guest)).status, 401);
    assert.ok(!(await endsWithin(other, 200)), "another guest's stream goes on");
  });

  it("ends a disabled cook's stream, and a staff stream whose role changed (it reconnects to its new queues)", async () => {
    const manager = await signUp(ctx.app, 'admin');
    const [cook, moved] = [await signUp(ctx.app, 'kitchen'), await signUp(ctx.app, 'kitchen')];
    const [cookStream, movedStream] = [await open(cook), await open(moved)];
    const disabled = await post(ctx.app, `/api/staff/accounts/${cook.id}/disable`, manager.authorization);
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.ok(await endsWithin(cookStream), "the disabled cook's stream ended");
    assert.equal((await open(cook)).status, 401);

    const role = await post(ctx.app, `/api/staff/accounts/${moved.id}/role`, manager.authorization, {
      role: 'front_desk',
    });
    assert.equal(role.statusCode, 200, role.body);
    assert.ok(await endsWithin(movedStream), 'the stream of the old role ended');
    const again = await open(moved);
    assert.equal(again.status, 200);
    await ctx.app.db.query('UPDATE contact_messages SET status = status WHERE id < 0');
    await waitUntil(() => again.queues.includes('inbox'));
    await placeOrder(ctx.app, await signUp(ctx.app));
    assert.ok(!again.queues.includes('orders'), 'the front desk does not hear the kitchen queue');
  });

  it('ends a stream when its token expires', async () => {
    const guest = await signUp(ctx.app);
    const [{ token_version: ver } = { token_version: 0 }] = await ctx.app.db.query<{
      token_version: number;
    }>('SELECT token_version FROM users WHERE id = $1', [guest.id]);
    const shortLived = await testTokens({ JWT_TTL_SECONDS: '2' }).sign({
      sub: String(guest.id),
      name: guest.name,
      email: guest.email,
      role: 'user',
      ver,
    });
    const stream = await open({ ...guest, authorization: `Bearer ${shortLived}` });
    assert.equal(stream.status, 200);
    assert.ok(await endsWithin(stream, 4000), 'the stream ended with its token');
  });

  it('refuses a sixth stream of one account with 429 and Retry-After; a closed one makes room', async () => {
    const guest = await signUp(ctx.app);
    const five = await Promise.all(Array.from({ length: 5 }, () => open(guest)));
    assert.ok(five.every((stream) => stream.status === 200));
    const sixth = await open(guest);
    assert.equal(sixth.status, 429);
    assert.equal((JSON.parse(await sixth.body()) as { message: string }).message, TOO_MANY_STREAMS_MESSAGE);
    assert.equal((await open(await signUp(ctx.app))).status, 200, 'another account is not affected');
    five[0]?.close();
    const deadline = Date.now() + 5000;
    let retried = await open(guest);
    while (retried.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      retried = await open(guest);
    }
    assert.equal(retried.status, 200);
    assert.ok(five.slice(1).every((stream) => stream.status === 200));
  });

  it('tells the kitchen of a new order on this database too', async () => {
    const guest = await signUp(ctx.app);
    const kitchen = await open(await signUp(ctx.app, 'kitchen'));
    await placeOrder(ctx.app, guest);
    await waitUntil(() => kitchen.queues.includes('orders'));
    assert.ok(kitchen.queues.every((queue) => queue === 'orders'));
  });
});

describeOnPostgres('GET /api/events across two API processes on one PostgreSQL', () => {
  const schema = `haveli_test_${randomBytes(6).toString('hex')}`;
  const env = { JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema };
  let writer: App;
  let reader: App;
  let readerUrl: string;
  const streams: EventStream[] = [];
  before(async () => {
    // One after the other: the first creates and migrates the schema.
    writer = await buildApp({ env });
    await writer.ready();
    reader = await buildApp({ env });
    readerUrl = await listening(reader);
  });
  after(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all([writer?.close(), reader?.close()]);
    await dropSchema(schema);
  });

  it('delivers a change made through one process to a stream on the other, and replays after a reconnect', async () => {
    const guest = await signUp(writer);
    const staff = await signUp(writer, 'admin');
    const order = await placeOrder(writer, guest);
    const first = await openEventStream(readerUrl, guest.authorization);
    streams.push(first);

    await moveOrder(writer, staff, order, 'Preparing');
    const preparing = await first.next();
    assert.equal(preparing.title, `Your order ${order.reference} is being prepared`);
    first.close();

    await moveOrder(writer, staff, order, 'Ready');
    await moveOrder(writer, staff, order, 'Completed');
    const second = await openEventStream(readerUrl, guest.authorization, preparing.id);
    streams.push(second);
    const missed = [await second.next(), await second.next()];
    assert.deepEqual(
      missed.map((event) => event.title),
      [`Your order ${order.reference} is ready`, `Your order ${order.reference} is complete`],
    );
    assert.ok(missed.every((event) => event.id > preparing.id));
  });

  it('tells staff when a queue their role works changes, through any process, and guests never', async () => {
    const guest = await signUp(writer);
    const [kitchen, frontDesk] = [await signUp(writer, 'kitchen'), await signUp(writer, 'front_desk')];
    const [kitchenStream, frontDeskStream, guestStream] = await Promise.all(
      [kitchen, frontDesk, guest].map((account) => openEventStream(readerUrl, account.authorization)),
    );
    streams.push(kitchenStream!, frontDeskStream!, guestStream!);

    await placeOrder(writer, guest);
    await waitUntil(() => kitchenStream!.queues.includes('orders'));
    // Whatever code changes a queue's table is announced: here a statement straight on the database.
    await writer.db.query('UPDATE contact_messages SET status = status WHERE id < 0');
    await waitUntil(() => frontDeskStream!.queues.includes('inbox'));

    assert.ok(
      kitchenStream!.queues.every((queue) => queue === 'orders'),
      'the kitchen hears of orders only',
    );
    assert.ok(!frontDeskStream!.queues.includes('orders'), 'the front desk does not work the kitchen queue');
    assert.deepEqual(guestStream!.queues, [], 'a guest hears of no queue');
  });

  it('a sign-out or a disabling through one process ends the streams on the other within seconds', async () => {
    const guest = await signUp(writer);
    const manager = await signUp(writer, 'admin');
    const cook = await signUp(writer, 'kitchen');
    const [guestStream, cookStream] = await Promise.all(
      [guest, cook].map((account) => openEventStream(readerUrl, account.authorization)),
    );
    streams.push(guestStream!, cookStream!);
    assert.equal((await post(writer, '/api/auth/logout', guest.authorization)).statusCode, 204);
    assert.ok(await endsWithin(guestStream!), 'the signed-out stream on the other process ended');
    const disabled = await post(writer, `/api/staff/accounts/${cook.id}/disable`, manager.authorization);
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.ok(await endsWithin(cookStream!), "the disabled cook's stream on the other process ended");
  });

  it('checks every stream again after its LISTEN connection was lost: a session ended meanwhile ends it', async () => {
    const guest = await signUp(writer);
    const stream = await openEventStream(readerUrl, guest.authorization);
    streams.push(stream);
    await writer.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
      [`haveli-listen-${schema}`],
    );
    await writer.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [guest.id]);
    assert.ok(await endsWithin(stream, 8000), 'the stream ended once its process listened again');
  });

  it('loses no event while its LISTEN connection is down: it catches up once listening again, once each', async () => {
    const guest = await signUp(writer);
    const staff = await signUp(writer, 'admin');
    const order = await placeOrder(writer, guest);
    const stream = await openEventStream(readerUrl, guest.authorization);
    streams.push(stream);
    await moveOrder(writer, staff, order, 'Preparing');
    assert.equal((await stream.next()).subject.status, 'Preparing');

    // Both processes' LISTEN connections are cut (as a server restart or a network break would); a change is
    // committed before they can be back.
    const cut = await writer.db.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1`,
      [`haveli-listen-${schema}`],
    );
    assert.equal(cut.length, 2);
    await moveOrder(writer, staff, order, 'Ready');
    assert.equal((await stream.next()).subject.status, 'Ready');
    await moveOrder(writer, staff, order, 'Completed');
    assert.equal((await stream.next()).subject.status, 'Completed');
  });
});
