import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { cartResponseSchema, NO_USER_DATA_MESSAGE, type CartItem } from '@haveli/contracts';
import { NOT_YOURS_MESSAGE } from '../src/plugins/app/auth';
import { NOT_IN_CART_MESSAGE } from '../src/routes/cart';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

interface Dish {
  id: number;
  price: number;
}

describeEachDatabase('cart', (ctx) => {
  let paneer: Dish;
  let kulfi: Dish;
  let limeSoda: Dish;
  before(async () => {
    const dishes = await ctx.app.db.query<Dish>('SELECT id, price FROM food_items ORDER BY id LIMIT 2');
    [paneer, kulfi] = dishes as [Dish, Dish];
    [limeSoda] = (await ctx.app.db.query<Dish>(
      "SELECT id, price FROM food_items WHERE menu_title = 'Fresh Lime Soda'",
    )) as [Dish];
  });
  /** The id of a dish's option value, by group and name. */
  const optionId = async (dish: Dish, group: string, name: string) => {
    const [row] = await ctx.app.db.query<{ id: number }>(
      `SELECT v.id FROM food_option_values v JOIN food_option_groups g ON g.id = v.group_id
       WHERE g.food_item_id = $1 AND g.name = $2 AND v.name = $3`,
      [dish.id, group, name],
    );
    assert.ok(row, `${group}: ${name}`);
    return row.id;
  };

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, guest?: SignedInAccount, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/cart${url}`,
      headers: guest ? { authorization: guest.authorization } : {},
      ...(payload ? { payload } : {}),
    });

  /** Parses a cart answer strictly: no field beyond the contract. */
  function cartOf(response: Awaited<ReturnType<typeof call>>, status = 200): CartItem[] {
    assert.equal(response.statusCode, status, response.body);
    return cartResponseSchema.strict().parse(response.json()).cart;
  }
  const storedCart = async (guest: SignedInAccount) => cartOf(await call('GET', `/user/${guest.id}`, guest));
  const lines = (cart: CartItem[]) =>
    cart.map(({ product_id, variant, addons, quantity, price }) => ({
      product_id,
      variant,
      addons,
      quantity,
      price,
    }));

  it('refuses every cart route without a valid token', async () => {
    const guest = await signUp(ctx.app);
    const anonymous = [
      call('POST', '/create', undefined, { product_id: paneer.id, quantity: 1 }),
      call('GET', `/user/${guest.id}`),
      call('PUT', `/user/${guest.id}`, undefined, { items: [] }),
      call('POST', '/merge', undefined, { items: [] }),
      call('PUT', '/1', undefined, { quantity: 2 }),
      call('DELETE', '/1'),
      call('GET', `/user/${guest.id}`, { ...guest, authorization: 'Bearer not-a-token' }),
    ];
    for (const response of await Promise.all(anonymous)) expectApiError(response, 401);
  });

  it('adds a dish at the price of the menu plus its chosen options, ignoring any price sent', async () => {
    const guest = await signUp(ctx.app);
    const large = await optionId(paneer, 'Size', 'Large');
    const cheese = await optionId(paneer, 'Add-ons', 'Cheese');
    const olives = await optionId(paneer, 'Add-ons', 'Olives');
    const cart = cartOf(
      await call('POST', '/create', guest, {
        user_id: guest.id,
        product_id: paneer.id,
        quantity: 2,
        options: [olives, large, cheese],
        price: 1,
        status: 'paid',
      }),
      201,
    );

    assert.equal(cart.length, 1);
    const [line] = cart as [CartItem];
    assert.deepEqual(
      { ...line, id: 0, name: '', image: '' },
      {
        id: 0,
        user_id: guest.id,
        product_id: paneer.id,
        name: '',
        image: '',
        options: [large, cheese, olives].sort((a, b) => a - b),
        choices: [
          { group: 'Size', name: 'Large', price: 100 },
          { group: 'Add-ons', name: 'Cheese', price: 30 },
          { group: 'Add-ons', name: 'Olives', price: 20 },
        ],
        variant: 'Large',
        addons: ['Cheese', 'Olives'],
        quantity: 2,
        price: paneer.price + 100 + 30 + 20,
        status: 'pending',
      },
    );
    assert.ok(line.name.length > 0 && line.image.length > 0);
    assert.deepEqual(await storedCart(guest), cart);
  });

  it('adds the same choices to one line, in any addon order, and keeps other choices apart', async () => {
    const guest = await signUp(ctx.app);
    await call('POST', '/create', guest, {
      product_id: paneer.id,
      quantity: 1,
      addons: ['Cheese', 'Olives'],
    });
    await call('POST', '/create', guest, {
      product_id: paneer.id,
      quantity: 2,
      addons: ['Olives', 'Cheese'],
    });
    const cart = cartOf(
      await call('POST', '/create', guest, { product_id: paneer.id, quantity: 1, variant: 'Medium' }),
      201,
    );

    assert.deepEqual(lines(cart), [
      {
        product_id: paneer.id,
        variant: 'Small',
        addons: ['Cheese', 'Olives'],
        quantity: 3,
        price: paneer.price + 50,
      },
      { product_id: paneer.id, variant: 'Medium', addons: [], quantity: 1, price: paneer.price + 50 },
    ]);
  });

  it("accepts the caller's own user_id, as a number or a string, and refuses anyone else's with 403", async () => {
    const guest = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    assert.equal(
      (await call('POST', '/create', guest, { user_id: String(guest.id), product_id: kulfi.id, quantity: 1 }))
        .statusCode,
      201,
    );
    for (const user_id of [other.id, String(other.id), 'someone']) {
      const body = expectApiError(
        await call('POST', '/create', guest, { user_id, product_id: kulfi.id, quantity: 5 }),
        403,
      );
      assert.equal(body.message, NOT_YOURS_MESSAGE);
    }
    assert.deepEqual(lines(await storedCart(guest)), [
      { product_id: kulfi.id, variant: 'Small', addons: [], quantity: 1, price: kulfi.price },
    ]);
    assert.deepEqual(await storedCart(other), []);
  });

  it('refuses bad lines and choices the dish does not allow with a clear 400, and changes nothing', async () => {
    const guest = await signUp(ctx.app);
    const small = await optionId(paneer, 'Size', 'Small');
    const medium = await optionId(paneer, 'Size', 'Medium');
    const kebabLarge = await optionId(kulfi, 'Size', 'Large');
    await call('POST', '/create', guest, { product_id: paneer.id, quantity: 1 });
    const before = await storedCart(guest);
    const cases: Array<[object, string, string | undefined]> = [
      [{ product_id: 999_999, quantity: 1 }, 'Product 999999 is not on the menu.', undefined],
      [{ quantity: 1 }, 'Product id is required.', 'product_id'],
      [{ product_id: 'one', quantity: 1 }, 'Product id must be a positive whole number.', 'product_id'],
      [{ product_id: -3, quantity: 1 }, 'Product id must be a positive whole number.', 'product_id'],
      [{ product_id: paneer.id }, 'Quantity is required.', 'quantity'],
      [{ product_id: paneer.id, quantity: 0 }, 'Quantity must be a whole number from 1 to 99.', 'quantity'],
      [{ product_id: paneer.id, quantity: 100 }, 'Quantity must be a whole number from 1 to 99.', 'quantity'],
      [{ product_id: paneer.id, quantity: 1.5 }, 'Quantity must be a whole number from 1 to 99.', 'quantity'],
      [{ product_id: paneer.id, quantity: '2' }, 'Quantity must be a whole number from 1 to 99.', 'quantity'],
      [{ product_id: paneer.id, quantity: 1, options: [] }, 'Choose a size for Paneer Tikka.', undefined],
      [
        { product_id: paneer.id, quantity: 1, options: [small, medium] },
        'Choose only one size for Paneer Tikka.',
        undefined,
      ],
      [
        { product_id: paneer.id, quantity: 1, options: [small, kebabLarge] },
        'One of the options chosen is not offered with Paneer Tikka.',
        undefined,
      ],
      [
        { product_id: limeSoda.id, quantity: 1, options: [small] },
        'One of the options chosen is not offered with Fresh Lime Soda.',
        undefined,
      ],
      [
        { product_id: paneer.id, quantity: 1, options: [small, small] },
        'Choose each option at most once.',
        'options',
      ],
      [
        { product_id: paneer.id, quantity: 1, options: [0] },
        'Option id must be a positive whole number.',
        'options.0',
      ],
      [
        { product_id: paneer.id, quantity: 1, options: 'Large' },
        'Options must be a list of option ids.',
        'options',
      ],
    ];
    for (const [payload, message, field] of cases) {
      const body = expectApiError(await call('POST', '/create', guest, payload), 400);
      assert.equal(body.message, message, JSON.stringify(payload));
      if (field) assert.equal(body.fields?.[field], message, JSON.stringify(payload));
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: { authorization: guest.authorization, 'content-type': 'application/json' },
      payload: '{"product_id": ',
    });
    expectApiError(notJson, 400);
    assert.deepEqual(await storedCart(guest), before);
  });

  it('lets a guest read their own cart, and no other account (staff included: 404)', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const admin = await signUp(ctx.app, 'admin');
    await call('POST', '/create', owner, { product_id: paneer.id, quantity: 2 });

    for (const stranger of [other, admin]) {
      assert.equal(
        expectApiError(await call('GET', `/user/${owner.id}`, stranger), 404).message,
        NO_USER_DATA_MESSAGE,
      );
    }
    assert.deepEqual(
      lines(cartOf(await call('GET', `/user/${owner.id}`, owner))),
      lines(await storedCart(owner)),
    );
    for (const id of ['abc', '0', '-2', '1.5', '99999999999']) {
      assert.equal(
        expectApiError(await call('GET', `/user/${id}`, owner), 400).message,
        'userId must be a positive whole number.',
      );
    }
  });

  it('changes the quantity of a line, removes it at 0 or on DELETE, and only for its owner', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await call('POST', '/create', owner, { product_id: paneer.id, quantity: 1 });
    const [first, second] = cartOf(
      await call('POST', '/create', owner, { product_id: kulfi.id, quantity: 1 }),
      201,
    ) as [CartItem, CartItem];

    for (const [method, url, payload] of [
      ['PUT', `/${first.id}`, { quantity: 9 }],
      ['DELETE', `/${first.id}`, undefined],
    ] as const) {
      assert.equal(expectApiError(await call(method, url, other, payload), 404).message, NOT_IN_CART_MESSAGE);
    }
    assert.deepEqual(
      (await storedCart(owner)).map((line) => line.quantity),
      [1, 1],
    );

    assert.deepEqual(
      cartOf(await call('PUT', `/${first.id}`, owner, { quantity: 4 })).map((line) => line.quantity),
      [4, 1],
    );
    for (const quantity of [-1, 100, 2.5]) {
      assert.equal(
        expectApiError(await call('PUT', `/${first.id}`, owner, { quantity }), 400).fields?.quantity,
        'Quantity must be a whole number from 0 to 99.',
      );
    }
    assert.deepEqual(
      cartOf(await call('PUT', `/${first.id}`, owner, { quantity: 0 })).map((line) => line.id),
      [second.id],
    );
    assert.deepEqual(cartOf(await call('DELETE', `/${second.id}`, owner)), []);
    expectApiError(await call('DELETE', `/${second.id}`, owner), 404);
    expectApiError(await call('PUT', '/not-an-id', owner, { quantity: 1 }), 400);
  });

  it('merges a browser cart at login: same choices add up to at most 99, new ones join', async () => {
    const guest = await signUp(ctx.app);
    await call('POST', '/create', guest, { product_id: paneer.id, quantity: 2, variant: 'Medium' });
    await call('POST', '/create', guest, { product_id: kulfi.id, quantity: 95 });

    const cart = cartOf(
      await call('POST', '/merge', guest, {
        items: [
          { product_id: paneer.id, quantity: 3, variant: 'Medium', addons: [] },
          { product_id: kulfi.id, quantity: 3, variant: 'Small', addons: [] },
          { product_id: kulfi.id, quantity: 4, variant: 'Small', addons: [] },
          { product_id: paneer.id, quantity: 1, variant: 'Small', addons: ['Olives', 'Cheese'] },
          { product_id: paneer.id, quantity: 2, variant: 'Small', addons: ['Cheese', 'Olives'] },
        ],
      }),
    );

    assert.deepEqual(lines(cart), [
      { product_id: paneer.id, variant: 'Medium', addons: [], quantity: 5, price: paneer.price + 50 },
      { product_id: kulfi.id, variant: 'Small', addons: [], quantity: 99, price: kulfi.price },
      {
        product_id: paneer.id,
        variant: 'Small',
        addons: ['Cheese', 'Olives'],
        quantity: 3,
        price: paneer.price + 50,
      },
    ]);
    assert.deepEqual(cartOf(await call('POST', '/merge', guest, { items: [] })), cart);
  });

  it('merges all or nothing: one unknown dish leaves the cart as it was', async () => {
    const guest = await signUp(ctx.app);
    await call('POST', '/create', guest, { product_id: paneer.id, quantity: 1 });
    const before = await storedCart(guest);

    const body = expectApiError(
      await call('POST', '/merge', guest, {
        items: [
          { product_id: paneer.id, quantity: 5 },
          { product_id: 424_242, quantity: 1 },
        ],
      }),
      400,
    );
    assert.equal(body.message, 'Product 424242 is not on the menu.');
    assert.equal(
      expectApiError(await call('POST', '/merge', guest, { items: [{ product_id: paneer.id }] }), 400)
        .fields?.['items.0.quantity'],
      'Quantity is required.',
    );
    expectApiError(await call('POST', '/merge', guest, {}), 400);
    assert.deepEqual(await storedCart(guest), before);
  });

  it('keeps taking lines saved before options belonged to dishes: names the dish offers, others dropped', async () => {
    const guest = await signUp(ctx.app);
    const cart = cartOf(
      await call('POST', '/merge', guest, {
        items: [
          { product_id: limeSoda.id, quantity: 1, variant: 'Large', addons: ['Cheese', 'Olives'] },
          { product_id: paneer.id, quantity: 1, variant: 'Medium', addons: ['Olives'] },
        ],
      }),
    );
    assert.deepEqual(lines(cart), [
      { product_id: limeSoda.id, variant: '', addons: [], quantity: 1, price: limeSoda.price },
      { product_id: paneer.id, variant: 'Medium', addons: ['Olives'], quantity: 1, price: paneer.price + 70 },
    ]);
  });

  it("replaces the guest's own cart, and no one else's", async () => {
    const guest = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await call('POST', '/create', guest, { product_id: paneer.id, quantity: 1 });
    await call('POST', '/create', other, { product_id: paneer.id, quantity: 1 });

    const cart = cartOf(
      await call('PUT', `/user/${guest.id}`, guest, {
        items: [{ product_id: kulfi.id, quantity: 2, variant: 'Large', addons: ['Cheese'] }],
      }),
    );
    assert.deepEqual(lines(cart), [
      { product_id: kulfi.id, variant: 'Large', addons: [], quantity: 2, price: kulfi.price + 100 },
    ]);

    expectApiError(await call('PUT', `/user/${other.id}`, guest, { items: [] }), 404);
    assert.equal((await storedCart(other)).length, 1);
    assert.deepEqual(cartOf(await call('PUT', `/user/${guest.id}`, guest, { items: [] })), []);
  });

  it('prices the cart from the menu as it is now', async () => {
    const guest = await signUp(ctx.app);
    await call('POST', '/create', guest, { product_id: kulfi.id, quantity: 1, variant: 'Medium' });
    await ctx.app.db.query('UPDATE food_items SET price = price + 10 WHERE id = $1', [kulfi.id]);
    try {
      assert.equal((await storedCart(guest))[0]?.price, kulfi.price + 10 + 50);
    } finally {
      await ctx.app.db.query('UPDATE food_items SET price = $2 WHERE id = $1', [kulfi.id, kulfi.price]);
    }
  });
});
