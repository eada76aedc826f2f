import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  foodItemSchema,
  pagedSchema,
  staffAuditResponseSchema,
  staffDishesResponseSchema,
  staffDishSchema,
} from '@haveli/contracts';
import { soldOutMessage } from '../src/repositories/orders-repository';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { dishId } from './helpers/menu';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase(
  'a dish the kitchen has run out of: sold out today on the menu, and not ordered',
  (ctx) => {
    let kitchen: SignedInAccount;
    let chai: number;
    before(async () => {
      kitchen = await signUp(ctx.app, 'kitchen');
      chai = await dishId(ctx.app, 'Masala Chai');
    });

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, account?: SignedInAccount, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: account ? { authorization: account.authorization } : {},
        ...(payload ? { payload } : {}),
      });
    const onMenu = async () => {
      const response = await call('GET', '/api/web/foodItem/get_with_pagination?limit=100');
      assert.equal(response.statusCode, 200, response.body);
      return pagedSchema(foodItemSchema)
        .parse(response.json())
        .data.find((dish) => dish.id === chai);
    };
    const switchTo = async (soldOut: boolean) => {
      const response = await call('PUT', `/api/staff/dishes/${chai}/sold-out`, kitchen, {
        sold_out: soldOut,
      });
      assert.equal(response.statusCode, 200, response.body);
      return staffDishSchema.parse(response.json());
    };

    it('shows it sold out at once, refuses an order of it with the dish named, and takes orders again once back on sale', async () => {
      const listed = staffDishesResponseSchema.parse(
        (await call('GET', '/api/staff/dishes', kitchen)).json(),
      );
      assert.deepEqual(
        listed.dishes.find((dish) => dish.id === chai),
        { id: chai, name: 'Masala Chai', category: 'Beverages', sold_out: false },
      );
      const guest = await signUp(ctx.app);
      const added = await call('POST', '/api/cart/create', guest, { product_id: chai, quantity: 2 });
      assert.equal(added.statusCode, 201, added.body);

      assert.equal((await switchTo(true)).sold_out, true);
      assert.equal((await onMenu())?.sold_out, true);
      const refused = expectApiError(await call('POST', '/api/orders', guest, {}), 409);
      assert.equal(refused.message, soldOutMessage('Masala Chai'));
      const placed = await ctx.app.db.query('SELECT 1 FROM orders WHERE user_id = $1', [guest.id]);
      assert.equal(placed.length, 0);
      const cart = await call('GET', `/api/cart/user/${guest.id}`, guest);
      assert.match(cart.body, /Masala Chai/, 'the cart is kept, to change');

      assert.equal((await switchTo(false)).sold_out, false);
      assert.equal((await onMenu())?.sold_out, false);
      assert.equal((await call('POST', '/api/orders', guest, {})).statusCode, 201);

      const manager = await signUp(ctx.app, 'manager');
      const log = staffAuditResponseSchema.parse(
        (
          await call('GET', `/api/staff/audit?actor=${kitchen.id}&action=dish&sort=at&dir=asc`, manager)
        ).json(),
      );
      assert.deepEqual(
        log.data.map((row) => [row.action, row.record]),
        [
          ['dish.sold_out', 'Masala Chai'],
          ['dish.back_on_sale', 'Masala Chai'],
        ],
      );
    });

    it('is on sale again the next day by itself, and an unknown dish is a 404', async () => {
      await switchTo(true);
      // As if switched yesterday.
      await ctx.app.db.query('UPDATE food_items SET sold_out_on = sold_out_on - 1 WHERE id = $1', [chai]);
      assert.equal((await onMenu())?.sold_out, false);
      expectApiError(
        await call('PUT', '/api/staff/dishes/999999/sold-out', kitchen, { sold_out: true }),
        404,
      );
      expectApiError(
        await call('PUT', `/api/staff/dishes/${chai}/sold-out`, kitchen, { sold_out: 'yes' }),
        400,
      );
    });
  },
);
