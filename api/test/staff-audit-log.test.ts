import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { staffAuditResponseSchema, type StaffAuditEntry } from '@haveli/contracts';
import { guestRecords } from './hardening/fixtures';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { describeEachDatabase } from './helpers/test-app';

/** The audit log as it was written: who (name and role then), and no row changed or removed afterwards. */
describeEachDatabase('the staff audit log keeps what was written', (ctx) => {
  let manager: SignedInAccount;

  before(async () => {
    manager = await signUp(ctx.app, 'manager');
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: account.authorization },
      ...(payload === undefined ? {} : { payload }),
    });
  const log = async (query: string): Promise<StaffAuditEntry[]> => {
    const response = await call('GET', `/api/staff/audit?${query}`, manager);
    assert.equal(response.statusCode, 200, response.body);
    return staffAuditResponseSchema.parse(response.json()).data;
  };
  const rename = async (account: SignedInAccount, name: string) =>
    assert.equal((await call('PUT', '/api/user/me', account, { name })).statusCode, 200);

  it('shows each row with the name and role its actor had when it was written', async () => {
    const cook = await signUp(ctx.app, 'kitchen');
    await rename(cook, 'Meera Cook');
    await rename(cook, 'Staff manager');
    const promoted = await call('PUT', `/api/staff/accounts/${cook.id}/role`, manager, { role: 'editor' });
    assert.equal(promoted.statusCode, 200, promoted.body);

    const rows = await log(`actor=${cook.id}&action=account.profile`);
    assert.deepEqual(
      rows.map((row) => [row.actor, row.before, row.after]),
      [
        [
          { id: cook.id, name: 'Meera Cook', role: 'kitchen' },
          { name: 'Meera Cook' },
          { name: 'Staff manager' },
        ],
        [{ id: cook.id, name: cook.name, role: 'kitchen' }, { name: cook.name }, { name: 'Meera Cook' }],
      ],
    );
    const [role] = await log(`actor=${manager.id}&action=account.role&q=${cook.id}`);
    assert.deepEqual(
      [role?.actor.role, role?.before, role?.after],
      ['manager', { role: 'kitchen' }, { role: 'editor' }],
    );
  });

  it('records a guest’s own profile change nowhere in the staff log', async () => {
    const guest = await signUp(ctx.app);
    await rename(guest, 'Asha Guest');
    assert.deepEqual(await log(`actor=${guest.id}`), []);
  });

  it('records the front desk opening a stay or a guest’s conversation', async () => {
    const desk = await signUp(ctx.app, 'front_desk');
    const guest = await signUp(ctx.app);
    const reference = await guestRecords.stayBooking(ctx.app, guest);
    assert.equal((await call('GET', `/api/staff/stays/${reference}`, desk)).statusCode, 200);
    assert.equal((await call('GET', `/api/admin/messages/${guest.id}`, desk)).statusCode, 200);
    const rows = await log(`actor=${desk.id}`);
    assert.deepEqual(rows.map((row) => [row.action, row.entity_id, row.actor.role]).sort(), [
      ['conversation.view', String(guest.id), 'front_desk'],
      ['stay.view', reference, 'front_desk'],
    ]);
  });

  it('names each record as people do, and finds it by that name', async () => {
    const desk = await signUp(ctx.app, 'front_desk');
    const guest = await signUp(ctx.app);
    const reference = await guestRecords.stayBooking(ctx.app, guest);
    const order = await guestRecords.order(ctx.app, guest);
    const cancelled = await call('POST', `/api/staff/orders/${order}/cancel`, manager, {
      reason: 'The tandoor is being repaired',
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal((await call('GET', `/api/staff/stays/${reference}`, desk)).statusCode, 200);
    assert.equal((await call('GET', `/api/admin/messages/${guest.id}`, desk)).statusCode, 200);
    const [{ reference: orderReference } = { reference: '' }] = await ctx.app.db.query<{ reference: string }>(
      'SELECT reference FROM orders WHERE id = $1',
      [order],
    );

    const records = (await log(`actor=${desk.id}`)).map((row) => row.record).sort();
    assert.deepEqual(records, [`Booking ${reference}`, `${guest.name} (${guest.email})`]);
    const [byName] = await log(`actor=${manager.id}&q=${orderReference}`);
    assert.deepEqual([byName?.action, byName?.record], ['order.cancel', `Food order ${orderReference}`]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the log in the database itself', async () => {
    const cook = await signUp(ctx.app, 'kitchen');
    await rename(cook, 'Ravi Cook');
    const count = async () =>
      (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit'))[0]!.n;
    const rows = await count();
    for (const statement of [
      `UPDATE staff_audit SET actor_name = 'Someone else' WHERE actor = ${cook.id}`,
      `DELETE FROM staff_audit WHERE actor = ${cook.id}`,
      'TRUNCATE staff_audit',
    ]) {
      await assert.rejects(ctx.app.db.query(statement), /append-only/, statement);
    }
    assert.equal(await count(), rows);
    const [row] = await log(`actor=${cook.id}`);
    assert.equal(row?.actor.name, 'Staff Member');
  });
});
