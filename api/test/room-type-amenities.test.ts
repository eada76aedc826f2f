import assert from 'node:assert/strict';
import { staffRoomTypeRatesResponseSchema, staffRoomTypeRatesSchema } from '@haveli/contracts';
import { before, it } from 'node:test';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

/** Each room type lists its own amenities; managers edit them with the type's rates. */
describeEachDatabase('room types’ amenities', (ctx) => {
  let manager: SignedInAccount;
  let frontDesk: SignedInAccount;

  before(async () => {
    manager = await signUp(ctx.app, 'manager');
    frontDesk = await signUp(ctx.app, 'front_desk');
  });

  const call = (method: 'GET' | 'PUT', url: string, account = manager, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: account.authorization }, payload });
  const roomTypes = async () =>
    staffRoomTypeRatesResponseSchema.parse((await call('GET', '/api/staff/rates/room-types')).json()).data;
  const publicAmenities = async (id: number) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/web/room/get_with_pagination?page=1&limit=50',
    });
    assert.equal(response.statusCode, 200, response.body);
    const { data } = response.json() as { data: { id: number; amenities?: string[] }[] };
    return data.find((type) => type.id === id)?.amenities;
  };
  const auditCount = async () =>
    (await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit'))[0]!.n;

  it('starts every type with the house list, and shows a manager’s change on the public page at once', async () => {
    const [first] = await roomTypes();
    assert.ok(first);
    assert.ok(first.amenities.includes('Free high-speed Wi-Fi'));
    assert.deepEqual(await publicAmenities(first.id), first.amenities);

    const { id: _id, title: _title, room_base_price: _base, max_guests: _max, ...rates } = first;
    const amenities = ['Private plunge pool', ' Butler on call '];
    const changed = await call('PUT', `/api/staff/rates/room-types/${first.id}`, manager, {
      ...rates,
      amenities,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(staffRoomTypeRatesSchema.parse(changed.json()).amenities, [
      'Private plunge pool',
      'Butler on call',
    ]);
    assert.deepEqual(await publicAmenities(first.id), ['Private plunge pool', 'Butler on call']);
    const [entry] = await ctx.app.db.query<{
      before: { amenities: string[] };
      after: { amenities: string[] };
    }>(`SELECT before, after FROM staff_audit WHERE action = 'room_type.rates' ORDER BY id DESC LIMIT 1`);
    assert.deepEqual(entry?.before.amenities, first.amenities);
    assert.deepEqual(entry?.after.amenities, ['Private plunge pool', 'Butler on call']);

    // Rates saved without a list keep the type's amenities.
    const { amenities: _kept, ...withoutList } = rates;
    const again = await call('PUT', `/api/staff/rates/room-types/${first.id}`, manager, withoutList);
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(await publicAmenities(first.id), ['Private plunge pool', 'Butler on call']);

    const restored = await call('PUT', `/api/staff/rates/room-types/${first.id}`, manager, rates);
    assert.equal(restored.statusCode, 200, restored.body);
  });

  it('refuses an empty, over-long or repeated amenity beside the field, and changes nothing', async () => {
    const [first] = await roomTypes();
    const { id: _id, title: _title, room_base_price: _base, max_guests: _max, ...rates } = first!;
    const audits = await auditCount();
    const put = (amenities: unknown, account = manager) =>
      call('PUT', `/api/staff/rates/room-types/${first!.id}`, account, { ...rates, amenities });

    const empty = expectApiError(await put(['Wi-Fi', '  ']), 400);
    assert.equal(empty.fields?.['amenities.1'], 'An amenity cannot be empty.');
    const long = expectApiError(await put(['x'.repeat(81)]), 400);
    assert.equal(long.fields?.['amenities.0'], 'Each amenity must be at most 80 characters.');
    const twice = expectApiError(await put(['Wi-Fi', 'wi-fi']), 400);
    assert.equal(twice.fields?.amenities, 'Each amenity must be listed once.');
    const tooMany = expectApiError(await put(Array.from({ length: 21 }, (_, i) => `Thing ${i}`)), 400);
    assert.equal(tooMany.fields?.amenities, 'List at most 20 amenities.');
    expectApiError(await put(['Wi-Fi'], frontDesk), 403);

    assert.equal(await auditCount(), audits);
    assert.deepEqual(await publicAmenities(first!.id), first!.amenities);
  });
});
