import assert from 'node:assert/strict';
import { it } from 'node:test';
import { currentUserSchema, NO_USER_DATA_MESSAGE } from '@haveli/contracts';
import { signUpAdmin, signUpGuest, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('profile', (ctx) => {
  const call = (method: 'GET' | 'PUT', url: string, account?: SignedInAccount, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/user/${url}`,
      headers: account ? { authorization: account.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const changes = {
    name: 'Ishaan Kapoor',
    contact: '+91 99280 11111',
    address: '7 Civil Lines',
    city: 'Udaipur',
    country: 'India',
    pincode: '313001',
  };

  it("reads and replaces the signed-in guest's profile, but never the email or the role", async () => {
    const guest = await signUpGuest(ctx, 'Ishaan');
    const mine = currentUserSchema.strict().parse((await call('GET', 'me', guest)).json());
    assert.equal(mine.id, guest.id);
    assert.equal(mine.city, 'Jaipur');

    const saved = await call('PUT', 'me', guest, { ...changes, email: 'hijack@example.in', role: 'admin' });
    assert.equal(saved.statusCode, 200, saved.body);
    const expected = { id: guest.id, email: guest.email, role: 'user', ...changes };
    assert.deepEqual(currentUserSchema.strict().parse(saved.json()), expected);
    assert.deepEqual((await call('GET', `${guest.id}`, guest)).json(), expected);
  });

  it('lets a guest read and change only their own profile by id; any other account, staff included, gets 404', async () => {
    const guest = await signUpGuest(ctx, 'Owner');
    const other = await signUpGuest(ctx, 'Nosy');
    const admin = await signUpAdmin(ctx);

    for (const stranger of [other, admin]) {
      assert.equal(
        expectApiError(await call('GET', `${guest.id}`, stranger), 404).message,
        NO_USER_DATA_MESSAGE,
      );
      assert.equal(
        expectApiError(await call('PUT', `${guest.id}`, stranger, { ...changes, name: 'Renamed' }), 404)
          .message,
        NO_USER_DATA_MESSAGE,
      );
    }
    assert.equal(currentUserSchema.parse((await call('GET', `${guest.id}`, guest)).json()).name, 'Owner');
    // Ids that exist and ids that do not are answered alike.
    expectApiError(await call('GET', '987654', admin), 404);
  });

  it('refuses anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', 'me'],
      ['PUT', 'me'],
      ['GET', '1'],
      ['PUT', '1'],
    ] as const) {
      expectApiError(await call(method, url, undefined, method === 'PUT' ? changes : undefined), 401);
    }
  });

  it('explains bad profile fields and changes nothing', async () => {
    const guest = await signUpGuest(ctx, 'Unchanged');
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...changes, name: ' ' }, { name: 'Full Name is required.' }],
      [{ contact: '123' }, { name: 'Full Name is required.' }],
      [{ ...changes, contact: 'call me' }, { contact: 'Contact must contain digits only.' }],
      [{ ...changes, pincode: '30200#' }, { pincode: 'Enter a valid pincode.' }],
      [{ ...changes, name: 'x'.repeat(101) }, { name: 'Full Name can be at most 100 characters.' }],
    ];
    for (const [payload, fields] of cases) {
      assert.deepEqual(expectApiError(await call('PUT', 'me', guest, payload), 400).fields, fields);
    }
    expectApiError(await call('GET', 'abc', guest), 400);
    assert.equal(currentUserSchema.parse((await call('GET', 'me', guest)).json()).name, 'Unchanged');
  });
});
