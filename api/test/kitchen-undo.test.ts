import assert from 'node:assert/strict';
import { afterEach, before, it } from 'node:test';
import { type Order, staffOrderSchema } from '@haveli/contracts';
import { setClock } from '../src/lib/clock';
import { UNDO_REFUSED_MESSAGE } from '../src/repositories/orders-repository';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { dishId, moveOrder, placeOrder } from './helpers/menu';
import { describeEachDatabase } from './helpers/test-app';

afterEach(() => setClock(null));

describeEachDatabase(
  'the kitchen takes back a mis-tap: its last move of an order, within a minute',
  (ctx) => {
    let kitchen: SignedInAccount;
    let chai: number;
    before(async () => {
      kitchen = await signUp(ctx.app, 'kitchen');
      chai = await dishId(ctx.app, 'Masala Chai');
    });

    const call = (method: 'POST', url: string, account: SignedInAccount, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { authorization: account.authorization },
        ...(payload ? { payload } : {}),
      });
    const placed = (guest: SignedInAccount) => placeOrder(ctx.app, guest, { dish: chai });
    const moveTo = (order: Order, status: string) => moveOrder(ctx.app, kitchen, order, status);
    const undo = (order: Order) => call('POST', `/api/staff/orders/${order.id}/undo`, kitchen);

    it('puts the order back where it was, once, and tells the guest', async () => {
      const guest = await signUp(ctx.app);
      const order = await placed(guest);
      await moveTo(order, 'Preparing');
      await moveTo(order, 'Ready');

      const undone = await undo(order);
      assert.equal(undone.statusCode, 200, undone.body);
      assert.equal(staffOrderSchema.parse(undone.json()).status, 'Preparing');
      // Only the last move: a second undo does not walk further back.
      assert.equal(expectApiError(await undo(order), 409).message, UNDO_REFUSED_MESSAGE);
      const [notice] = await ctx.app.db.query<{ title: string }>(
        'SELECT title FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [guest.id],
      );
      assert.match(notice?.title ?? '', /is being prepared/);
      // The order moves on again as before.
      await moveTo(order, 'Ready');
    });

    it('refuses after a minute, after a cancel or once served, and when nothing was moved', async () => {
      const guest = await signUp(ctx.app);
      const untouched = await placed(guest);
      expectApiError(await undo(untouched), 409);

      const late = await placed(guest);
      await moveTo(late, 'Preparing');
      setClock(() => new Date(Date.now() + 61_000));
      expectApiError(await undo(late), 409);
      setClock(null);

      const served = await placed(guest);
      for (const status of ['Preparing', 'Ready', 'Completed']) await moveTo(served, status);
      expectApiError(await undo(served), 409);

      const cancelled = await placed(guest);
      await moveTo(cancelled, 'Cancelled');
      expectApiError(await undo(cancelled), 409);
      expectApiError(await call('POST', '/api/staff/orders/999999/undo', kitchen), 404);
    });
  },
);
