import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  ITEM_BUMP_REFUSED,
  PICKUP_OUTLET,
  staffOrderSchema,
  staffOrdersResponseSchema,
  type Order,
  type StaffOrder,
} from '@haveli/contracts';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { dishId, moveOrder, placeOrder } from './helpers/menu';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase(
  "the kitchen's tickets: the outlet each order is for, its dishes ticked off one by one",
  (ctx) => {
    let kitchen: SignedInAccount;
    let chai: number;
    let naan: number;
    before(async () => {
      kitchen = await signUp(ctx.app, 'kitchen');
      chai = await dishId(ctx.app, 'Masala Chai');
      naan = await dishId(ctx.app, 'Butter Naan');
    });

    const headers = () => ({ authorization: kitchen.authorization });
    /** A guest's order of a butter naan and two chais. */
    async function twoDishOrder(): Promise<Order> {
      const guest = await signUp(ctx.app);
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/create',
        headers: { authorization: guest.authorization },
        payload: { product_id: naan, quantity: 1 },
      });
      assert.equal(added.statusCode, 201, added.body);
      return placeOrder(ctx.app, guest, { dish: chai, quantity: 2 });
    }
    const inQueue = async (order: Order): Promise<StaffOrder | undefined> => {
      const queue = await ctx.app.inject({ method: 'GET', url: '/api/staff/orders', headers: headers() });
      assert.equal(queue.statusCode, 200, queue.body);
      return staffOrdersResponseSchema.parse(queue.json()).orders.find((open) => open.id === order.id);
    };
    const mark = (order: Pick<Order, 'id'>, itemId: number, done: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/staff/orders/${order.id}/items/${itemId}`,
        headers: headers(),
        payload: { done },
      });

    it('says the outlet, and ticks dishes off and back while the order is made, each tick audited', async () => {
      const order = await twoDishOrder();
      const ticket = await inQueue(order);
      assert.equal(ticket?.outlet, PICKUP_OUTLET);
      assert.deepEqual(
        ticket?.items.map(({ name, quantity, done }) => ({ name, quantity, done })),
        [
          { name: 'Butter Naan', quantity: 1, done: false },
          { name: 'Masala Chai', quantity: 2, done: false },
        ],
      );
      const [naanLine, chaiLine] = ticket?.items ?? [];
      assert.ok(naanLine && chaiLine);

      await moveOrder(ctx.app, kitchen, order, 'Preparing');
      const marked = await mark(order, chaiLine.id, true);
      assert.equal(marked.statusCode, 200, marked.body);
      assert.deepEqual(
        staffOrderSchema.parse(marked.json()).items.map((item) => item.done),
        [false, true],
      );
      // Ticking a made dish again changes nothing and records nothing more; untick puts it back.
      assert.equal((await mark(order, chaiLine.id, true)).statusCode, 200);
      const unticked = await mark(order, chaiLine.id, false);
      assert.deepEqual(
        staffOrderSchema.parse(unticked.json()).items.map((item) => item.done),
        [false, false],
      );
      const rows = await ctx.app.db.query<{ before: unknown; after: unknown }>(
        "SELECT before, after FROM staff_audit WHERE action = 'order.item' AND entity_id = $1 ORDER BY id",
        [String(order.id)],
      );
      assert.deepEqual(rows, [
        { before: { dish: '2 × Masala Chai', made: false }, after: { dish: '2 × Masala Chai', made: true } },
        { before: { dish: '2 × Masala Chai', made: true }, after: { dish: '2 × Masala Chai', made: false } },
      ]);
    });

    it('refuses a dish of another order, bad input and a ticket that is ready, changing nothing', async () => {
      const order = await twoDishOrder();
      const other = await twoDishOrder();
      const [line] = (await inQueue(order))?.items ?? [];
      assert.ok(line);
      expectApiError(await mark(other, line.id, true), 404);
      expectApiError(await mark(order, line.id, 'yes'), 400);
      expectApiError(await mark({ id: 999_999 }, line.id, true), 404);
      await moveOrder(ctx.app, kitchen, order, 'Preparing', 'Ready');
      assert.equal(expectApiError(await mark(order, line.id, true), 409).message, ITEM_BUMP_REFUSED);
      assert.equal((await inQueue(order))?.items[0]?.done, false);
    });
  },
);
