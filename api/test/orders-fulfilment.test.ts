import assert from 'node:assert/strict';
import { afterEach, before, it } from 'node:test';
import {
  addDays,
  checkoutOptionsSchema,
  hotelToday,
  orderSchema,
  staffOrdersResponseSchema,
  type CheckoutOptions,
  type Order,
} from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { zonedInstant } from '../src/lib/kitchen-time';
import { ORDER_NOT_FOUND_MESSAGE } from '../src/routes/orders';
import { NO_STAY_MESSAGE, NO_TABLE_MESSAGE, NOT_A_SLOT_MESSAGE } from '../src/repositories/orders-repository';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const ZONE = 'Asia/Kolkata';
const today = hotelToday();
/** An instant of the hotel's day, 'HH:MM' in Jaipur. */
const jaipur = (date: string, hhmm: string) =>
  zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), ZONE);

afterEach(() => setClock(null));

describeEachDatabase('orders: where, when, GST, progress and receipt', (ctx) => {
  let chai: { id: number; price: number };
  before(async () => {
    [chai] = (await ctx.app.db.query<{ id: number; price: number }>(
      "SELECT id, price FROM food_items WHERE menu_title = 'Masala Chai'",
    )) as [{ id: number; price: number }];
  });

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, account?: SignedInAccount, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: account ? { authorization: account.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const orderOf = (response: Awaited<ReturnType<typeof call>>, status = 201): Order => {
    assert.equal(response.statusCode, status, response.body);
    return orderSchema.strict().parse(response.json());
  };
  const fillCart = async (guest: SignedInAccount, quantity = 2) =>
    assert.equal(
      (await call('POST', '/cart/create', guest, { product_id: chai.id, quantity })).statusCode,
      201,
    );
  const optionsOf = async (guest: SignedInAccount): Promise<CheckoutOptions> => {
    const response = await call('GET', '/orders/checkout-options', guest);
    assert.equal(response.statusCode, 200, response.body);
    return checkoutOptionsSchema.strict().parse(response.json());
  };
  const countOrders = async (guest: SignedInAccount) =>
    (
      await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [
        guest.id,
      ])
    )[0]?.n;

  /** A confirmed stay covering today, booked through the API as the guest would. */
  async function bookStayCoveringToday(guest: SignedInAccount): Promise<string> {
    const response = await call('POST', '/reservationHotel/create', guest, {
      guestName: guest.name,
      checkInDate: today,
      checkOutDate: addDays(today, 2),
      roomType: 'Heritage Room',
    });
    assert.ok(response.statusCode < 300, response.body);
    const { data } = response.json() as { data: { room_no: string } };
    return data.room_no;
  }
  /** A table request staff have confirmed with a table, for `date`. */
  async function confirmedTable(guest: SignedInAccount, date = today, status = 'Confirmed', time = '20:00') {
    const [row] = await ctx.app.db.query<{ id: number }>(
      `INSERT INTO restaurant_reservations
         (user_id, name, reservation_date, reservation_time, party_size, restaurant_id, table_id, status)
       SELECT $1, $2, $3, $5, 2, restaurant_id, id, $4 FROM restaurant_tables WHERE table_name = 'Courtyard 1'
       RETURNING id`,
      [guest.id, guest.name, date, status, time],
    );
    assert.ok(row);
    return row.id;
  }

  it('offers the kitchen’s slots within its hours, on the quarter hour, from its preparation time on', async () => {
    setClock(() => jaipur(today, '12:05'));
    const guest = await signUp(ctx.app);
    const options = await optionsOf(guest);

    assert.deepEqual(options.stay, null);
    assert.deepEqual(options.tables, []);
    assert.equal(options.tax_percent, 18);
    assert.deepEqual(options.kitchen, {
      opens: '07:00',
      closes: '23:00',
      time_zone: ZONE,
      prep_minutes: 30,
      open_now: true,
    });
    assert.equal(options.asap_ready_at, jaipur(today, '12:35').toISOString());
    assert.equal(options.slots[0], jaipur(today, '12:45').toISOString());
    assert.equal(options.slots.at(-1), jaipur(addDays(today, 1), '23:00').toISOString());
    for (const slot of options.slots) {
      const time = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, timeStyle: 'short' }).format(
        new Date(slot),
      );
      assert.ok(time >= '07:00' && time <= '23:00' && /:(00|15|30|45)$/.test(time), time);
    }
  });

  it('takes "as soon as possible" while the kitchen is closed for when it opens', async () => {
    setClock(() => jaipur(today, '23:40'));
    const guest = await signUp(ctx.app);
    const options = await optionsOf(guest);
    assert.equal(options.kitchen.open_now, false);
    assert.equal(options.asap_ready_at, jaipur(addDays(today, 1), '07:30').toISOString());
    assert.equal(options.slots[0], jaipur(addDays(today, 1), '07:00').toISOString());

    await fillCart(guest);
    const order = orderOf(await call('POST', '/orders', guest, { fulfilment: 'pickup', when: 'asap' }));
    assert.equal(order.estimated_ready_at, jaipur(addDays(today, 1), '07:30').toISOString());
  });

  it('sends food to the room of the current stay, charged to the room, with 18% GST', async () => {
    setClock(() => jaipur(today, '13:00'));
    const guest = await signUp(ctx.app);
    const roomNo = await bookStayCoveringToday(guest);
    assert.deepEqual((await optionsOf(guest)).stay?.room_no, roomNo);
    await fillCart(guest, 3);

    const order = orderOf(
      await call('POST', '/orders', guest, {
        fulfilment: 'room',
        when: 'asap',
        payment: 'room_charge',
        instructions: '  Please ring twice.  ',
      }),
    );
    const subtotal = 3 * chai.price;
    assert.deepEqual(
      {
        fulfilment: order.fulfilment,
        room_no: order.room_no,
        table_name: order.table_name,
        payment: order.payment,
        instructions: order.instructions,
        subtotal: order.subtotal,
        tax: order.tax,
        total: order.total,
        status: order.status,
        scheduled_for: order.scheduled_for,
        estimated_ready_at: order.estimated_ready_at,
      },
      {
        fulfilment: 'room',
        room_no: roomNo,
        table_name: null,
        payment: 'room_charge',
        instructions: 'Please ring twice.',
        subtotal,
        tax: Math.round(subtotal * 0.18),
        total: subtotal + Math.round(subtotal * 0.18),
        status: 'Received',
        scheduled_for: null,
        estimated_ready_at: jaipur(today, '13:30').toISOString(),
      },
    );
  });

  it('refuses in-room dining and room charges without a stay covering today, and keeps the cart', async () => {
    setClock(() => jaipur(today, '13:00'));
    const guest = await signUp(ctx.app);
    await fillCart(guest);
    for (const payload of [{ fulfilment: 'room' }, { fulfilment: 'pickup', payment: 'room_charge' }]) {
      assert.equal(
        expectApiError(await call('POST', '/orders', guest, payload), 400).message,
        NO_STAY_MESSAGE,
      );
    }
    assert.equal(await countOrders(guest), 0);
    const cart = (await call('GET', `/cart/user/${guest.id}`, guest)).json() as { cart: unknown[] };
    assert.equal(cart.cart.length, 1);
  });

  it('serves a table of a confirmed reservation of today, and no other reservation', async () => {
    setClock(() => jaipur(today, '19:00'));
    const guest = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const mine = await confirmedTable(guest);
    const pending = await confirmedTable(guest, today, 'Pending');
    const tomorrow = await confirmedTable(guest, addDays(today, 1));
    // Another party at the same table later that evening (one confirmed party per table and sitting).
    const theirs = await confirmedTable(other, today, 'Confirmed', '22:00');
    assert.deepEqual((await optionsOf(guest)).tables, [
      { reservation_id: mine, table_name: 'Courtyard 1', time: '20:00' },
    ]);
    await fillCart(guest);

    for (const id of [pending, tomorrow, theirs, undefined]) {
      const payload = { fulfilment: 'table', ...(id ? { restaurant_reservation_id: id } : {}) };
      assert.equal(
        expectApiError(await call('POST', '/orders', guest, payload), 400).message,
        NO_TABLE_MESSAGE,
      );
    }
    const order = orderOf(
      await call('POST', '/orders', guest, { fulfilment: 'table', restaurant_reservation_id: mine }),
    );
    assert.equal(order.table_name, 'Courtyard 1');
    assert.equal(order.payment, 'at_hotel');
    // The kitchen's ticket says which restaurant the table is in.
    const kitchen = await signUp(ctx.app, 'kitchen');
    const queue = staffOrdersResponseSchema.parse((await call('GET', '/staff/orders', kitchen)).json());
    const [restaurant] = await ctx.app.db.query<{ name: string }>(
      'SELECT r.name FROM restaurant_reservations rr JOIN restaurants r ON r.id = rr.restaurant_id WHERE rr.id = $1',
      [mine],
    );
    assert.equal(queue.orders.find((open) => open.id === order.id)?.outlet, restaurant?.name);
  });

  it('takes a time the kitchen offers and refuses any other, changing nothing', async () => {
    setClock(() => jaipur(today, '10:00'));
    const guest = await signUp(ctx.app);
    await fillCart(guest);
    const refused = [
      jaipur(today, '10:15'), // sooner than the kitchen can cook
      jaipur(today, '09:00'), // past
      jaipur(today, '12:07'), // not a slot
      jaipur(today, '23:30'), // after closing
      jaipur(addDays(today, 1), '06:45'), // before opening
      jaipur(addDays(today, 3), '12:00'), // too far ahead
    ];
    for (const when of refused) {
      const response = await call('POST', '/orders', guest, { when: when.toISOString() });
      assert.equal(expectApiError(response, 400).message, NOT_A_SLOT_MESSAGE, when.toISOString());
    }
    assert.equal(
      expectApiError(await call('POST', '/orders', guest, { when: 'tonight' }), 400).message,
      'Choose as soon as possible or one of the times offered.',
    );
    assert.equal(await countOrders(guest), 0);

    const slot = jaipur(today, '12:30');
    const order = orderOf(
      await call('POST', '/orders', guest, { when: slot.toISOString().replace('Z', '+00:00') }),
    );
    assert.equal(order.scheduled_for, slot.toISOString());
    assert.equal(order.estimated_ready_at, slot.toISOString());
  });

  it('refuses bad checkout bodies with a clear 400', async () => {
    const guest = await signUp(ctx.app);
    await fillCart(guest);
    const cases: Array<[object, string]> = [
      [{ fulfilment: 'drone' }, 'Choose where your order goes: room, table, pickup.'],
      [{ payment: 'crypto' }, 'Choose to pay at the hotel or to charge your room.'],
      [{ instructions: 'x'.repeat(301) }, 'Instructions can be at most 300 characters.'],
      [{ restaurant_reservation_id: 'one' }, 'Table reservation must be a positive whole number.'],
    ];
    for (const [payload, message] of cases) {
      assert.equal(expectApiError(await call('POST', '/orders', guest, payload), 400).message, message);
    }
    assert.equal(await countOrders(guest), 0);
  });

  it('takes GST from the dining settings, not from code', async () => {
    const guest = await signUp(ctx.app);
    await fillCart(guest, 1);
    await ctx.app.db.query('UPDATE dining_settings SET gst_percent = 5');
    try {
      const order = orderOf(await call('POST', '/orders', guest));
      assert.equal(order.tax_percent, 5);
      assert.equal(
        order.tax,
        (chai.price * 5) / 100,
        'GST in paise: 5 % of the dish, not rounded to the rupee',
      );
    } finally {
      await ctx.app.db.query('UPDATE dining_settings SET gst_percent = 18');
    }
  });

  it('lets staff move an order through the kitchen, in order only; to a room it goes out and is delivered', async () => {
    setClock(() => jaipur(today, '13:00'));
    const guest = await signUp(ctx.app);
    const staff = await signUp(ctx.app, 'admin');
    await bookStayCoveringToday(guest);
    await fillCart(guest);
    const toRoom = orderOf(await call('POST', '/orders', guest, { fulfilment: 'room' }));
    await fillCart(guest);
    const pickup = orderOf(await call('POST', '/orders', guest, { fulfilment: 'pickup' }));
    const move = (order: Order, status: string, account = staff) =>
      call('PUT', `/orders/${order.id}/status`, account, { status });

    assert.equal(
      expectApiError(await move(toRoom, 'Preparing', guest), 403).message,
      'Only hotel staff may do this.',
    );
    assert.equal(
      expectApiError(await move(toRoom, 'Delivered'), 409).message,
      'An order that is Received cannot become Delivered.',
    );
    for (const status of ['Preparing', 'Ready', 'Out for delivery', 'Delivered']) {
      assert.equal(orderOf(await move(toRoom, status), 200).status, status);
    }
    expectApiError(await move(toRoom, 'Cancelled'), 409);

    for (const status of ['Preparing', 'Ready']) orderOf(await move(pickup, status), 200);
    assert.equal(
      expectApiError(await move(pickup, 'Out for delivery'), 409).message,
      'An order that is Ready cannot become Out for delivery.',
    );
    assert.equal(orderOf(await move(pickup, 'Completed'), 200).status, 'Completed');
    assert.equal(
      expectApiError(await move(pickup, 'Teleported'), 400).message,
      'Status must be one of Received, Preparing, Ready, Out for delivery, Delivered, Completed, Cancelled.',
    );
    expectApiError(await call('PUT', '/orders/2147483647/status', staff, { status: 'Preparing' }), 404);
    const listed = (await call('GET', `/orders/user/${guest.id}`, guest)).json() as { orders: Order[] };
    assert.deepEqual(
      listed.orders.map((order) => order.status),
      ['Completed', 'Delivered'],
    );
  });

  it('lets the guest cancel while the order is Received, and not once the kitchen has started', async () => {
    const guest = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const staff = await signUp(ctx.app, 'admin');
    await fillCart(guest);
    const first = orderOf(await call('POST', '/orders', guest));
    await fillCart(guest);
    const second = orderOf(await call('POST', '/orders', guest));

    for (const stranger of [other, staff]) {
      assert.equal(
        expectApiError(await call('POST', `/orders/${first.id}/cancel`, stranger), 404).message,
        ORDER_NOT_FOUND_MESSAGE,
      );
    }
    assert.equal(orderOf(await call('POST', `/orders/${first.id}/cancel`, guest), 200).status, 'Cancelled');
    expectApiError(await call('POST', `/orders/${first.id}/cancel`, guest), 409);

    orderOf(await call('PUT', `/orders/${second.id}/status`, staff, { status: 'Preparing' }), 200);
    assert.equal(
      expectApiError(await call('POST', `/orders/${second.id}/cancel`, guest), 409).message,
      'This order is Preparing and can no longer be cancelled online. Please call the front desk.',
    );
  });

  it('gives the guest a PDF receipt, and no one else (staff included: 404)', async () => {
    const guest = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const staff = await signUp(ctx.app, 'admin');
    await fillCart(guest);
    const order = orderOf(await call('POST', '/orders', guest, { instructions: 'Less sugar' }));

    {
      const response = await call('GET', `/orders/${order.id}/receipt`, guest);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.match(
        String(response.headers['content-disposition']),
        new RegExp(`receipt-${order.reference}\\.pdf`),
      );
      assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    }
    expectApiError(await call('GET', `/orders/${order.id}/receipt`, other), 404);
    expectApiError(await call('GET', `/orders/${order.id}/receipt`, staff), 404);
    expectApiError(await call('GET', '/orders/2147483647/receipt', guest), 404);
  });
});
