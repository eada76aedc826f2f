import assert from 'node:assert/strict';
import { afterEach, before, it } from 'node:test';
import {
  addDays,
  hotelToday,
  orderSchema,
  restaurantReservationResponseSchema,
  stayBookingResponseSchema,
  type Order,
} from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { zonedInstant } from '../src/lib/kitchen-time';
import { signUp, signUpAdmin, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const today = hotelToday();
const jaipurNoon = () => zonedInstant(today, 13 * 60, 'Asia/Kolkata');

afterEach(() => setClock(null));

interface NotificationRow {
  user_id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  subject: Record<string, unknown>;
}

describeEachDatabase('notifications of a guest’s orders, tables and stays', (ctx) => {
  let staff: SignedInAccount;
  let chaiId: number;
  before(async () => {
    staff = await signUpAdmin(ctx);
    const [chai] = await ctx.app.db.query<{ id: number }>(
      "SELECT id FROM food_items WHERE menu_title = 'Masala Chai'",
    );
    assert.ok(chai);
    chaiId = chai.id;
  });

  const call = (method: 'POST' | 'PUT', url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: account.authorization },
      ...(payload ? { payload } : {}),
    });
  /** Every notification made since `after` (an id), oldest first. */
  const notificationsSince = async (after: number) =>
    ctx.app.db.query<NotificationRow>(
      'SELECT user_id, kind, title, body, link, subject FROM notifications WHERE id > $1 ORDER BY id',
      [after],
    );
  const lastId = async () =>
    (await ctx.app.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM notifications'))[0]
      ?.id ?? 0;

  async function placedOrder(guest: SignedInAccount): Promise<Order> {
    setClock(jaipurNoon);
    const added = await call('POST', '/cart/create', guest, { product_id: chaiId, quantity: 1 });
    assert.equal(added.statusCode, 201, added.body);
    const placed = await call('POST', '/orders', guest, { fulfilment: 'pickup', when: 'asap' });
    assert.equal(placed.statusCode, 201, placed.body);
    return orderSchema.parse(placed.json());
  }

  it('tells the guest, once, of each move of their order, and of nothing refused', async () => {
    const guest = await signUp(ctx.app);
    const order = await placedOrder(guest);
    const start = await lastId();

    for (const status of ['Preparing', 'Ready'] as const) {
      const moved = await call('PUT', `/orders/${order.id}/status`, staff, { status });
      assert.equal(moved.statusCode, 200, moved.body);
    }
    expectApiError(await call('PUT', `/orders/${order.id}/status`, staff, { status: 'Delivered' }), 409);
    expectApiError(await call('PUT', `/orders/${order.id}/status`, guest, { status: 'Completed' }), 403);

    assert.deepEqual(await notificationsSince(start), [
      {
        user_id: guest.id,
        kind: 'order.status',
        title: `Your order ${order.reference} is being prepared`,
        body: '',
        link: '/user-orders',
        subject: { orderId: order.id, reference: order.reference, status: 'Preparing', by: 'hotel' },
      },
      {
        user_id: guest.id,
        kind: 'order.status',
        title: `Your order ${order.reference} is ready`,
        body: '',
        link: '/user-orders',
        subject: { orderId: order.id, reference: order.reference, status: 'Ready', by: 'hotel' },
      },
    ]);
  });

  it('tells the guest when they cancel an order, and nothing when the cancel is refused', async () => {
    const guest = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const order = await placedOrder(guest);
    const start = await lastId();

    expectApiError(await call('POST', `/orders/${order.id}/cancel`, stranger), 404);
    assert.deepEqual(await notificationsSince(start), []);
    assert.equal((await call('POST', `/orders/${order.id}/cancel`, guest)).statusCode, 200);
    expectApiError(await call('POST', `/orders/${order.id}/cancel`, guest), 409);

    const made = await notificationsSince(start);
    assert.deepEqual(
      made.map(({ user_id, title, subject }) => ({ user_id, title, by: subject.by })),
      [{ user_id: guest.id, title: `Your order ${order.reference} has been cancelled`, by: 'guest' }],
    );
  });

  it('tells the guest when staff confirm or decline a table request, and nothing when refused', async () => {
    const guest = await signUp(ctx.app);
    const [restaurant] = await ctx.app.db.query<{ id: number }>(
      "SELECT id FROM restaurants WHERE name = 'Diwan-e-Khas'",
    );
    const [table] = await ctx.app.db.query<{ id: number }>(
      "SELECT id FROM restaurant_tables WHERE table_name = 'Courtyard 1'",
    );
    assert.ok(restaurant && table);
    const date = addDays(today, 8);
    const ask = async () => {
      const response = await call('POST', '/reservationRestaurant/create', guest, {
        name: 'Priya Nair',
        restaurant_id: restaurant.id,
        date,
        time: '22:00',
        party_size: 2,
        details: '',
      });
      assert.equal(response.statusCode, 201, response.body);
      return restaurantReservationResponseSchema.parse(response.json()).data._id;
    };
    const [first, second] = [await ask(), await ask()];
    const start = await lastId();

    expectApiError(
      await call('POST', `/reservationRestaurant/${first}/confirm`, guest, { table_id: table.id }),
      403,
    );
    expectApiError(
      await call('POST', '/reservationRestaurant/999999/decline', staff, { reason: 'Full' }),
      404,
    );
    assert.equal(
      (await call('POST', `/reservationRestaurant/${first}/confirm`, staff, { table_id: table.id }))
        .statusCode,
      200,
    );
    // The table is taken now: refused, and no notification.
    expectApiError(
      await call('POST', `/reservationRestaurant/${second}/confirm`, staff, { table_id: table.id }),
      409,
    );
    assert.equal(
      (await call('POST', `/reservationRestaurant/${second}/decline`, staff, { reason: 'A private event' }))
        .statusCode,
      200,
    );
    expectApiError(
      await call('POST', `/reservationRestaurant/${second}/decline`, staff, { reason: 'Again' }),
      409,
    );

    const made = await notificationsSince(start);
    assert.equal(made.length, 2);
    assert.deepEqual(made[0], {
      user_id: guest.id,
      kind: 'table.confirmed',
      title: made[0]?.title,
      body: 'Table Courtyard 1 is yours.',
      link: '/user-dashboard',
      subject: { reservationId: first, status: 'Confirmed' },
    });
    assert.match(made[0]?.title ?? '', /^Your table at Diwan-e-Khas on .+ at 22:00 is confirmed$/);
    assert.deepEqual(made[1], {
      user_id: guest.id,
      kind: 'table.declined',
      title: made[1]?.title,
      body: 'A private event',
      link: '/user-dashboard',
      subject: { reservationId: second, status: 'Declined' },
    });
    assert.match(made[1]?.title ?? '', /^Your table request at Diwan-e-Khas on .+ at 22:00 was declined$/);
  });

  it('tells the guest when their stay changes or is cancelled, and nothing when refused', async () => {
    const guest = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    const booked = await call('POST', '/stays/bookings', guest, {
      guest_name: 'Meera Rathore',
      room_type_id: 1,
      check_in: '2029-03-05',
      check_out: '2029-03-06',
    });
    assert.equal(booked.statusCode, 201, booked.body);
    const { data } = stayBookingResponseSchema.parse(booked.json());
    const start = await lastId();

    const change = { check_in: '2029-03-12', check_out: '2029-03-13' };
    expectApiError(await call('POST', `/stays/bookings/${data.reference}/change`, stranger, change), 404);
    assert.equal(
      (await call('POST', `/stays/bookings/${data.reference}/change`, guest, change)).statusCode,
      200,
    );
    assert.equal((await call('POST', `/stays/bookings/${data.reference}/cancel`, guest)).statusCode, 200);
    expectApiError(await call('POST', `/stays/bookings/${data.reference}/cancel`, guest), 400);

    assert.deepEqual(await notificationsSince(start), [
      {
        user_id: guest.id,
        kind: 'stay.changed',
        title: `Your booking ${data.reference} has been changed`,
        body: 'Your stay: 12 Mar 2029 to 13 Mar 2029.',
        link: '/user-profile',
        subject: { reference: data.reference, status: 'Confirmed', by: 'guest' },
      },
      {
        user_id: guest.id,
        kind: 'stay.cancelled',
        title: `Your booking ${data.reference} has been cancelled`,
        body: '',
        link: '/user-profile',
        subject: { reference: data.reference, status: 'Cancelled', by: 'guest' },
      },
    ]);
  });
});
