import assert from 'node:assert/strict';
import {
  staffAccountsResponseSchema,
  staffAuditResponseSchema,
  staffBookingsResponseSchema,
} from '@haveli/contracts';
import { before, it } from 'node:test';
import { guestRecords } from './hardening/fixtures';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

/** The bookings, the audit log and the staff accounts sort and search on the server. */
describeEachDatabase('the back office lists: sort, search and bad input', (ctx) => {
  let manager: SignedInAccount;
  let frontDesk: SignedInAccount;
  let guest: SignedInAccount;

  before(async () => {
    manager = await signUp(ctx.app, 'manager');
    frontDesk = await signUp(ctx.app, 'front_desk');
    guest = await signUp(ctx.app);
    await guestRecords.stay(ctx.app, guest);
    await guestRecords.stay(ctx.app, guest);
  });

  const get = async (url: string, account: SignedInAccount = manager) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: account.authorization } });
  const ok = async (url: string, account?: SignedInAccount) => {
    const response = await get(url, account);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as unknown;
  };
  const sorted = (values: string[], dir: 'asc' | 'desc' = 'asc') => {
    const copy = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return dir === 'asc' ? copy : copy.reverse();
  };

  it('sorts the booked rooms by a column either way, soonest arrival first by default', async () => {
    const bookings = async (query: string) =>
      staffBookingsResponseSchema.parse(await ok(`/api/staff/bookings?${query}`, frontDesk)).data;
    const plain = await bookings('');
    assert.ok(plain.length > 1);
    assert.deepEqual(
      plain.map((row) => row.check_in),
      sorted(plain.map((row) => row.check_in)),
    );
    assert.deepEqual(await bookings('sort=check_in&dir=asc'), plain);
    const leaving = await bookings('sort=check_out&dir=desc');
    assert.deepEqual(
      leaving.map((row) => row.check_out),
      sorted(
        leaving.map((row) => row.check_out),
        'desc',
      ),
    );
    const byRoom = await bookings('sort=room');
    assert.deepEqual(
      byRoom.map((row) => row.room_no),
      sorted(byRoom.map((row) => row.room_no)),
    );
    const byGuest = await bookings('sort=guest&dir=desc');
    assert.deepEqual(
      byGuest.map((row) => row.guest_name.toLowerCase()),
      sorted(
        byGuest.map((row) => row.guest_name.toLowerCase()),
        'desc',
      ),
    );
    const references = (await bookings('sort=reference')).map((row) => row.reference);
    const known = references.filter((reference): reference is string => reference !== null);
    assert.deepEqual(known, sorted(known));
    assert.deepEqual(references.slice(0, known.length), known, 'bookings without a reference come last');
  });

  it('refuses an unknown sort or direction on the bookings with the field named', async () => {
    const sort = expectApiError(await get('/api/staff/bookings?sort=price', frontDesk), 400);
    assert.match(sort.fields?.sort ?? '', /Sort by one of check_in/);
    const dir = expectApiError(await get('/api/staff/bookings?dir=up', frontDesk), 400);
    assert.equal(dir.fields?.dir, 'Direction must be asc or desc.');
  });

  it('sorts the audit log by who and what, searches it, newest first by default', async () => {
    const log = async (query: string) =>
      staffAuditResponseSchema.parse(await ok(`/api/staff/audit?${query}`)).data;
    const cook = await signUp(ctx.app, 'kitchen');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${cook.id}/role`,
      headers: { authorization: manager.authorization },
      payload: { role: 'editor' },
    });
    assert.equal(changed.statusCode, 200, changed.body);

    const newest = await log('');
    assert.deepEqual(
      newest.map((entry) => entry.at),
      sorted(
        newest.map((entry) => entry.at),
        'desc',
      ),
    );
    const byAction = await log('sort=action&dir=asc');
    assert.deepEqual(
      byAction.map((entry) => entry.action),
      sorted(byAction.map((entry) => entry.action)),
    );
    const byActor = await log('sort=actor&dir=desc');
    assert.deepEqual(
      byActor.map((entry) => entry.actor.name.toLowerCase()),
      sorted(
        byActor.map((entry) => entry.actor.name.toLowerCase()),
        'desc',
      ),
    );

    const found = await log(`q=${cook.id}`);
    assert.ok(found.some((entry) => entry.entity_id === String(cook.id) && entry.action === 'account.role'));
    assert.ok(
      found.every(
        (entry) => entry.entity_id.includes(String(cook.id)) || entry.action.includes(String(cook.id)),
      ),
    );
    const byWord = await log('q=account.ro');
    assert.ok(byWord.length > 0);
    assert.ok(
      byWord.every((entry) => entry.action.includes('account.ro') || entry.entity_id.includes('account.ro')),
    );
    assert.deepEqual(await log('q=%25_nothing_like_this'), []);
  });

  it('refuses a bad sort or an over-long search on the audit log with the field named', async () => {
    const sort = expectApiError(await get('/api/staff/audit?sort=entity'), 400);
    assert.match(sort.fields?.sort ?? '', /Sort by one of at, actor, action/);
    const search = expectApiError(await get(`/api/staff/audit?q=${'x'.repeat(101)}`), 400);
    assert.equal(search.fields?.q, 'Search at most 100 characters.');
    expectApiError(await get('/api/staff/audit?sort=action', frontDesk), 403);
  });

  it('searches the staff accounts by name or email, sorts and pages them', async () => {
    const accounts = async (query: string) =>
      staffAccountsResponseSchema.parse(await ok(`/api/staff/accounts?${query}`));
    const all = await accounts('');
    assert.equal(all.total >= all.accounts.length, true);
    assert.equal(all.accounts[0]?.role, 'manager', 'managers come first by default');

    const byEmail = await accounts(`q=${encodeURIComponent(frontDesk.email.toUpperCase())}`);
    assert.deepEqual(
      byEmail.accounts.map((account) => account.id),
      [frontDesk.id],
    );
    assert.equal(byEmail.total, 1);
    const byName = await accounts(`q=${encodeURIComponent(frontDesk.name)}`);
    assert.ok(byName.accounts.some((account) => account.id === frontDesk.id));
    assert.ok(
      byName.accounts.every(
        (account) => account.name.includes(frontDesk.name) || account.email.includes(frontDesk.name),
      ),
    );
    assert.equal((await accounts(`q=${encodeURIComponent(guest.email)}`)).total, 0, 'guests are not staff');

    const byNameDesc = await accounts('sort=name&dir=desc');
    assert.deepEqual(
      byNameDesc.accounts.map((account) => account.name.toLowerCase()),
      sorted(
        byNameDesc.accounts.map((account) => account.name.toLowerCase()),
        'desc',
      ),
    );
    const secondPage = await accounts('page=2');
    assert.equal(secondPage.total, all.total);
    assert.equal(secondPage.accounts.length, Math.max(0, Math.min(25, all.total - 25)));
  });

  it('refuses a bad sort, direction or page on the staff accounts with the field named', async () => {
    const sort = expectApiError(await get('/api/staff/accounts?sort=password'), 400);
    assert.match(sort.fields?.sort ?? '', /Sort by one of role, name/);
    const dir = expectApiError(await get('/api/staff/accounts?dir=sideways'), 400);
    assert.equal(dir.fields?.dir, 'Direction must be asc or desc.');
    const page = expectApiError(await get('/api/staff/accounts?page=0'), 400);
    assert.equal(page.fields?.page, 'page must be a whole number of at least 1.');
  });
});
