import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  EMPTY_CART_MESSAGE,
  NO_USER_DATA_MESSAGE,
  orderSchema,
  ordersResponseSchema,
  type Order,
} from '@haveli/contracts';
import { ORDER_NOT_FOUND_MESSAGE } from '../src/routes/orders';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

interface Dish {
  id: number;
  menu_title: string;
  price: number;
}

describeEachDatabase('orders', (ctx) => {
  let laalMaas: Dish;
  let chai: Dish;
  before(async () => {
    const dishes = await ctx.app.db.query<Dish>(
      "SELECT id, menu_title, price FROM food_items WHERE menu_title IN ('Laal Maas', 'Masala Chai') ORDER BY id",
    );
    [laalMaas, chai] = dishes as [Dish, Dish];
  });

  const inject = (method: 'GET' | 'POST', url: string, guest?: SignedInAccount, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: guest ? { authorization: guest.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const addToCart = async (guest: SignedInAccount, line: object) =>
    assert.equal((await inject('POST', '/cart/create', guest, line)).statusCode, 201);
  const checkout = (guest?: SignedInAccount, payload?: object) => inject('POST', '/orders', guest, payload);
  function orderOf(response: Awaited<ReturnType<typeof inject>>, status = 200): Order {
    assert.equal(response.statusCode, status, response.body);
    return orderSchema.strict().parse(response.json());
  }
  const ordersOf = async (guest: SignedInAccount, reader = guest) => {
    const response = await inject('GET', `/orders/user/${guest.id}`, reader);
    assert.equal(response.statusCode, 200, response.body);
    return ordersResponseSchema.strict().parse(response.json()).orders;
  };
  const countOrders = async (guest: SignedInAccount) =>
    (
      await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [
        guest.id,
      ])
    )[0]?.n;

  it('refuses every order route without a valid token', async () => {
    const guest = await signUp(ctx.app);
    for (const response of await Promise.all([
      checkout(undefined),
      inject('GET', `/orders/user/${guest.id}`),
      inject('GET', '/orders/1'),
    ])) {
      expectApiError(response, 401);
    }
  });

  it('places an order from the server cart at the menu prices, whatever the client sends, and empties the cart', async () => {
    const guest = await signUp(ctx.app);
    await addToCart(guest, {
      product_id: laalMaas.id,
      quantity: 2,
      variant: 'Large',
      addons: ['Cheese'],
      price: 5,
    });
    await addToCart(guest, { product_id: chai.id, quantity: 3, price: 0 });

    const order = orderOf(
      await checkout(guest, {
        total: 1,
        items: [{ product_id: laalMaas.id, quantity: 2, price: 1, unit_price: 1 }],
      }),
      201,
    );

    // A line in the spec's form: the dish's Size is Large, its required spice level starts Mild, and Cheese,
    // which Laal Maas does not offer, is dropped.
    const laalMaasUnit = laalMaas.price + 100;
    assert.deepEqual(order.items, [
      {
        product_id: laalMaas.id,
        name: 'Laal Maas',
        variant: 'Large, Mild',
        addons: [],
        choices: [
          { group: 'Size', name: 'Large', price: 100 },
          { group: 'Spice level', name: 'Mild', price: 0 },
        ],
        quantity: 2,
        unit_price: laalMaasUnit,
        line_total: 2 * laalMaasUnit,
      },
      {
        product_id: chai.id,
        name: 'Masala Chai',
        variant: 'Small',
        addons: [],
        choices: [{ group: 'Size', name: 'Small', price: 0 }],
        quantity: 3,
        unit_price: chai.price,
        line_total: 3 * chai.price,
      },
    ]);
    const subtotal = 2 * laalMaasUnit + 3 * chai.price;
    assert.equal(order.subtotal, subtotal);
    assert.equal(order.tax_percent, 18);
    // 18 % in paise, not rounded to the rupee: ₹2,210 of food is ₹397.80 of GST.
    assert.equal(order.tax, (subtotal * 18) / 100);
    assert.equal(order.total, (subtotal * 118) / 100);
    assert.equal(order.status, 'Received');
    assert.equal(order.fulfilment, 'pickup');
    assert.equal(order.payment, 'at_hotel');
    assert.equal(order.scheduled_for, null);
    assert.match(order.reference, /^FO-[A-Z2-9]{6}$/);
    assert.equal(order.user_id, guest.id);
    assert.match(order.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.ok(Math.abs(Date.parse(order.created_at) - Date.now()) < 60_000);

    const cart = await inject('GET', `/cart/user/${guest.id}`, guest);
    assert.deepEqual(cart.json(), { cart: [] });
    assert.deepEqual(await ordersOf(guest), [order]);
    assert.deepEqual(orderOf(await inject('GET', `/orders/${order.id}`, guest)), order);
  });

  it("answers an empty cart's checkout with 400 'Your cart is empty.' and makes no order", async () => {
    const guest = await signUp(ctx.app);
    const body = expectApiError(await checkout(guest), 400);
    assert.equal(body.message, EMPTY_CART_MESSAGE);
    assert.equal(await countOrders(guest), 0);
    assert.deepEqual(await ordersOf(guest), []);
  });

  it('makes exactly one order of one cart checked out several times at once', async () => {
    const guest = await signUp(ctx.app);
    await addToCart(guest, { product_id: chai.id, quantity: 2 });

    const responses = await Promise.all(Array.from({ length: 4 }, () => checkout(guest)));

    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [201, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      assert.equal(response.json().message, EMPTY_CART_MESSAGE);
    }
    assert.equal(await countOrders(guest), 1);
    assert.equal((await ordersOf(guest))[0]?.subtotal, 2 * chai.price);
  });

  it('lists the guest’s orders newest first, and keeps their prices when the menu changes', async () => {
    const guest = await signUp(ctx.app);
    await addToCart(guest, { product_id: chai.id, quantity: 1 });
    const first = orderOf(await checkout(guest), 201);
    await addToCart(guest, { product_id: laalMaas.id, quantity: 1 });
    const second = orderOf(await checkout(guest), 201);

    await ctx.app.db.query('UPDATE food_items SET price = price + 99 WHERE id = $1', [chai.id]);
    try {
      assert.deepEqual(
        (await ordersOf(guest)).map((order) => [order.id, order.subtotal]),
        [
          [second.id, laalMaas.price],
          [first.id, chai.price],
        ],
      );
    } finally {
      await ctx.app.db.query('UPDATE food_items SET price = $2 WHERE id = $1', [chai.id, chai.price]);
    }
  });

  it('lets a guest read their own orders, and no other account (staff included: 404)', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const admin = await signUp(ctx.app, 'admin');
    await addToCart(owner, { product_id: chai.id, quantity: 1 });
    const order = orderOf(await checkout(owner), 201);

    for (const stranger of [other, admin]) {
      assert.equal(
        expectApiError(await inject('GET', `/orders/user/${owner.id}`, stranger), 404).message,
        NO_USER_DATA_MESSAGE,
      );
      assert.equal(
        expectApiError(await inject('GET', `/orders/${order.id}`, stranger), 404).message,
        ORDER_NOT_FOUND_MESSAGE,
      );
    }
    assert.deepEqual(await ordersOf(owner), [order]);
    assert.deepEqual(orderOf(await inject('GET', `/orders/${order.id}`, owner)), order);

    assert.equal(
      expectApiError(await inject('GET', '/orders/2147483647', owner), 404).message,
      ORDER_NOT_FOUND_MESSAGE,
    );
    assert.equal(
      expectApiError(await inject('GET', '/orders/latest', owner), 400).message,
      'id must be a positive whole number.',
    );
    expectApiError(await inject('GET', '/orders/user/me', owner), 400);
  });

  it("never touches another guest's cart when checking out", async () => {
    const guest = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await addToCart(guest, { product_id: chai.id, quantity: 1 });
    await addToCart(other, { product_id: laalMaas.id, quantity: 4 });

    orderOf(await checkout(guest), 201);

    const otherCart = (await inject('GET', `/cart/user/${other.id}`, other)).json() as {
      cart: Array<{ quantity: number }>;
    };
    assert.deepEqual(
      otherCart.cart.map((line) => line.quantity),
      [4],
    );
    assert.equal(await countOrders(other), 0);
  });
});
