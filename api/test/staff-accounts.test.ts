import assert from 'node:assert/strict';
import {
  CANNOT_CHANGE_SELF_MESSAGE,
  staffAccountsResponseSchema,
  staffAuditResponseSchema,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { adminSample, guestRecords } from './hardening/fixtures';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('staff accounts and the audit log', (ctx) => {
  let manager: SignedInAccount;
  let kitchen: SignedInAccount;
  let guest: SignedInAccount;

  before(async () => {
    manager = await signUp(ctx.app, 'manager');
    kitchen = await signUp(ctx.app, 'kitchen');
    guest = await signUp(ctx.app);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });
  const auditLog = async (query = '') => {
    const response = await call('GET', `/api/staff/audit${query}`, manager);
    assert.equal(response.statusCode, 200, response.body);
    return staffAuditResponseSchema.parse(response.json());
  };

  it('lists the staff with their role and state, and no guests', async () => {
    const response = await call('GET', '/api/staff/accounts', manager);
    assert.equal(response.statusCode, 200, response.body);
    const { accounts } = staffAccountsResponseSchema.parse(response.json());
    const listed = accounts.find((account) => account.id === kitchen.id);
    assert.deepEqual(listed, {
      id: kitchen.id,
      name: kitchen.name,
      email: kitchen.email,
      role: 'kitchen',
      state: 'active',
      last_sign_in_at: null,
      two_step: false,
      can_reinvite: false,
    });
    assert.equal(
      accounts.some((account) => account.id === guest.id),
      false,
    );
  });

  it('changes a role, effective on the next request, and records who did it', async () => {
    const cook = await signUp(ctx.app, 'kitchen');
    assert.equal((await call('GET', '/api/staff/orders', cook)).statusCode, 200);
    const changed = await call('PUT', `/api/staff/accounts/${cook.id}/role`, manager, { role: 'editor' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().role, 'editor');
    expectApiError(await call('GET', '/api/staff/orders', cook), 403);
    const { data } = await auditLog(`?actor=${manager.id}&action=account.role`);
    const entry = data.find((row) => row.entity_id === String(cook.id));
    assert.deepEqual(
      { actor: entry?.actor, before: entry?.before, after: entry?.after, entity: entry?.entity },
      {
        actor: { id: manager.id, name: manager.name, role: 'manager' },
        before: { role: 'kitchen' },
        after: { role: 'editor' },
        entity: 'account',
      },
    );
  });

  it('refuses a role that does not exist beside the field, and changes nothing', async () => {
    const response = await call('PUT', `/api/staff/accounts/${kitchen.id}/role`, manager, { role: 'chef' });
    assert.match(expectApiError(response, 400).message, /Role must be one of/);
    const missing = await call('PUT', '/api/staff/accounts/99999999/role', manager, { role: 'editor' });
    expectApiError(missing, 404);
    const notStaff = await call('PUT', `/api/staff/accounts/${guest.id}/role`, manager, { role: 'editor' });
    expectApiError(notStaff, 404);
    const { accounts } = staffAccountsResponseSchema.parse(
      (await call('GET', '/api/staff/accounts', manager)).json(),
    );
    assert.equal(accounts.find((account) => account.id === kitchen.id)?.role, 'kitchen');
  });

  it('disables an account, ending its sessions at once, and enables it again', async () => {
    const desk = await signUp(ctx.app, 'front_desk');
    assert.equal((await call('GET', '/api/staff/today', desk)).statusCode, 200);
    const disabled = await call('POST', `/api/staff/accounts/${desk.id}/disable`, manager);
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.equal(disabled.json().state, 'disabled');
    expectApiError(await call('GET', '/api/staff/today', desk), 401);
    const enabled = await call('POST', `/api/staff/accounts/${desk.id}/enable`, manager);
    assert.equal(enabled.json().state, 'active');
    // The old token stays ended: enabling does not bring a session back.
    expectApiError(await call('GET', '/api/staff/today', desk), 401);
    const actions = (await auditLog(`?actor=${manager.id}&action=account`)).data
      .filter((row) => row.entity_id === String(desk.id))
      .map((row) => row.action);
    assert.deepEqual(actions, ['account.enable', 'account.disable']);
  });

  it('will not let a manager demote or disable themself', async () => {
    const demoted = await call('PUT', `/api/staff/accounts/${manager.id}/role`, manager, { role: 'editor' });
    assert.equal(expectApiError(demoted, 409).message, CANNOT_CHANGE_SELF_MESSAGE);
    const disabled = await call('POST', `/api/staff/accounts/${manager.id}/disable`, manager);
    assert.equal(expectApiError(disabled, 409).message, CANNOT_CHANGE_SELF_MESSAGE);
    assert.equal((await call('GET', '/api/staff/accounts', manager)).statusCode, 200);
  });

  it('records the kitchen’s order moves in the same transaction, with before and after', async () => {
    const id = await guestRecords.order(ctx.app, guest);
    const moved = await call('PUT', `/api/orders/${id}/status`, kitchen, { status: 'Preparing' });
    assert.equal(moved.statusCode, 200, moved.body);
    const cancelled = await call('POST', `/api/staff/orders/${id}/cancel`, kitchen, {
      reason: 'The tandoor is being repaired',
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const entries = (await auditLog(`?actor=${kitchen.id}&action=order`)).data.filter(
      (row) => row.entity_id === String(id),
    );
    assert.deepEqual(
      entries.map((row) => [row.action, row.before, row.after]),
      [
        [
          'order.cancel',
          { status: 'Preparing' },
          { status: 'Cancelled', reason: 'The tandoor is being repaired' },
        ],
        ['order.status', { status: 'Received' }, { status: 'Preparing' }],
      ],
    );
    // A refused move leaves no record.
    const again = await call('POST', `/api/staff/orders/${id}/cancel`, kitchen, { reason: 'Twice over' });
    expectApiError(again, 409);
    assert.equal((await auditLog(`?actor=${kitchen.id}&action=order.cancel`)).total, 1);
  });

  it('pages and filters the log by days, and refuses bad filters beside the field', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await auditLog(`?actor=${manager.id}`);
    assert.ok(all.total >= 3);
    assert.ok(all.actors.some((actor) => actor.id === manager.id));
    assert.ok(all.actions.includes('account.role'));
    assert.equal((await auditLog(`?actor=${manager.id}&from=${today}&to=${today}`)).total, all.total);
    assert.equal((await auditLog(`?actor=${manager.id}&to=2001-01-01`)).total, 0);
    assert.deepEqual((await auditLog(`?actor=${manager.id}&page=999`)).data, []);
    const backwards = await call('GET', '/api/staff/audit?from=2026-02-02&to=2026-02-01', manager);
    assert.match(expectApiError(backwards, 400).message, /To must be on or after From/);
    const badDay = await call('GET', '/api/staff/audit?from=yesterday', manager);
    assert.match(expectApiError(badDay, 400).message, /From/);
    const badAction = await call('GET', '/api/staff/audit?action=DROP%20TABLE', manager);
    assert.match(expectApiError(badAction, 400).message, /Action/);
  });

  it('records the content editors’ creates, changes and deletes, and not a refused one', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: { authorization: manager.authorization },
      payload: adminSample('faqs'),
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { id: number }).id;
    const changed = await call('PUT', `/api/faqs/${id}`, manager, { answer: 'Yes, free valet.' });
    assert.equal(changed.statusCode, 200, changed.body);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/faqs/delete/${id}`,
      headers: { authorization: manager.authorization },
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const missing = await call('PUT', `/api/faqs/${id}`, manager, { answer: 'Gone.' });
    expectApiError(missing, 404);
    const entries = (await auditLog(`?actor=${manager.id}&action=admin`)).data.filter(
      (row) => row.entity === 'faqs' && row.entity_id === String(id),
    );
    assert.deepEqual(
      entries.map((row) => row.action),
      ['admin.delete', 'admin.update', 'admin.create'],
    );
    const sample = adminSample('faqs') as { answer: string };
    // A change keeps the fields it made as they were and as they became; a delete, the whole record it removed.
    assert.deepEqual(entries[1]?.before, { answer: sample.answer });
    assert.deepEqual(entries[1]?.after, { answer: 'Yes, free valet.' });
    assert.equal(entries[0]?.before?.answer, 'Yes, free valet.');
    assert.equal(entries[0]?.after, null);
  });
});
