import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  adminDishOptionsResponseSchema,
  adminFoodItemSchema,
  adminOfferSchema,
  adminPageSchema,
  adminRoomTypeSchema,
  moneyFieldRefused,
  pagedSchema,
  pricedDeleteRefused,
  type AdminContentEntity,
} from '@haveli/contracts';
import type { z } from 'zod';
import { ROLE_REFUSED_MESSAGE } from '../src/plugins/app/access';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

type Row = Record<string, unknown>;

/**
 * Prices, discounts and coupons are the manager's (the policy's `money`): an editor changes the words and
 * pictures of the same records, and a request of theirs that changes a money field is refused whole, naming it.
 */
describeEachDatabase('money fields: the manager changes them, an editor the words and pictures', (ctx) => {
  let editor: SignedInAccount;
  let manager: SignedInAccount;
  const word = `m${Date.now().toString(36)}`;

  before(async () => {
    [editor, manager] = await Promise.all([signUp(ctx.app, 'editor'), signUp(ctx.app, 'manager')]);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    account: SignedInAccount,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: account.authorization },
      ...(payload === undefined ? {} : { payload }),
    });

  const SCHEMAS = {
    pages: adminPageSchema,
    offers: adminOfferSchema,
    'room-types': adminRoomTypeSchema,
    'food-items': adminFoodItemSchema,
  } satisfies Partial<Record<AdminContentEntity, z.ZodType>>;
  type PricedEntity = keyof typeof SCHEMAS;

  const first = async (entity: PricedEntity): Promise<Row> => {
    const list = pagedSchema(SCHEMAS[entity]).parse((await call('GET', `/api/${entity}`, manager)).json());
    assert.ok(list.data[0], `a sample ${entity} record`);
    return list.data[0] as Row;
  };
  const stored = async (entity: PricedEntity, id: unknown): Promise<Row> =>
    SCHEMAS[entity].parse((await call('GET', `/api/${entity}/${String(id)}`, manager)).json()) as Row;
  /** The record as the content form sends it back: every field but its id and place in the list. */
  const formBody = ({ id: _id, position: _position, created_at: _created, ...fields }: Row): Row => fields;

  const WORDS: Record<PricedEntity, string> = {
    pages: 'title',
    offers: 'offer_title',
    'room-types': 'title',
    'food-items': 'menu_title',
  };

  /** Each money field with another value than the record's. */
  const changes = (record: Row): [PricedEntity, string, unknown][] => [
    ['room-types', 'room_base_price', Number(record.room_base_price) + 1],
    ['offers', 'offer_value', record.offer_type === 'percent' ? 90 : Number(record.offer_value) + 500],
    ['offers', 'offer_type', record.offer_type === 'percent' ? 'flat' : 'percent'],
    ['offers', 'offer_coupon', `EDIT${word.slice(-6).toUpperCase()}`],
    ['offers', 'min_nights', Number(record.min_nights) + 1],
    ['offers', 'active', !record.active],
    ['food-items', 'price', Number(record.price) + 1],
    ['pages', 'discount', record.discount === 40 ? 45 : 40],
  ];

  it('refuses an editor’s change to each money field with 403 naming it, and changes nothing', async () => {
    const refused: string[] = [];
    for (const entity of Object.keys(SCHEMAS) as PricedEntity[]) {
      const record = await first(entity);
      for (const [, field, value] of changes(record).filter(([of]) => of === entity)) {
        const body = { [WORDS[entity]]: `Renamed ${word}`, [field]: value };
        const answer = expectApiError(
          await call('PUT', `/api/${entity}/${String(record.id)}`, editor, body),
          403,
        );
        assert.equal(answer.message, moneyFieldRefused(field), `${entity}.${field}`);
        assert.deepEqual(answer.fields, { [field]: moneyFieldRefused(field) });
        assert.deepEqual(await stored(entity, record.id), record, `${entity}.${field} unchanged`);
        refused.push(`${entity}.${field}`);
      }
    }
    assert.equal(refused.length, 8);
  });

  it('saves an editor’s words and pictures of a priced record, its money fields sent unchanged', async () => {
    for (const entity of Object.keys(SCHEMAS) as PricedEntity[]) {
      const record = await first(entity);
      const saved = await call('PUT', `/api/${entity}/${String(record.id)}`, editor, {
        ...formBody(record),
        [WORDS[entity]]: `Edited ${word}`,
      });
      assert.equal(saved.statusCode, 200, `${entity}: ${saved.body}`);
      assert.deepEqual(await stored(entity, record.id), { ...record, [WORDS[entity]]: `Edited ${word}` });
    }
  });

  it('lets a manager change every money field', async () => {
    for (const entity of Object.keys(SCHEMAS) as PricedEntity[]) {
      const record = await first(entity);
      for (const [, field, value] of changes(record).filter(([of]) => of === entity)) {
        // A percentage offer cannot go over 100: a flat value is set first where the change needs it.
        const changed = await call('PUT', `/api/${entity}/${String(record.id)}`, manager, { [field]: value });
        if (changed.statusCode === 400) continue;
        assert.equal(changed.statusCode, 200, `${entity}.${field}: ${changed.body}`);
        assert.deepEqual((await stored(entity, record.id))[field], value, `${entity}.${field}`);
      }
      // Back as it was, for the other tests.
      const restored = await call('PUT', `/api/${entity}/${String(record.id)}`, manager, formBody(record));
      assert.equal(restored.statusCode, 200, restored.body);
    }
  });

  it('lets an editor create only records without a price; a manager creates priced ones', async () => {
    const offer = {
      offer_title: `Monsoon ${word}`,
      offer_coupon: `MON${word.slice(-5).toUpperCase()}`,
      offer_type: 'percent',
      offer_value: 90,
      image: '/api/images/offer.svg',
    };
    const dish = {
      food_cat_id: 1,
      menu_title: `Kulfi ${word}`,
      food_item: 'Frozen milk',
      image: '/api/images/food-pyaaz-kachori.svg',
      price: 120,
    };
    const room = {
      room_type: `Haveli ${word}`.slice(0, 50),
      title: 'A new room',
      short_desc: 'Quiet',
      image: '/api/images/room.svg',
      room_base_price: 9000,
      max_guests: 2,
      size_sqft: 300,
    };
    for (const [entity, body, field] of [
      ['offers', offer, 'offer_value'],
      ['food-items', dish, 'price'],
      ['room-types', room, 'room_base_price'],
    ] as const) {
      const answer = expectApiError(await call('POST', `/api/${entity}`, editor, body), 403);
      assert.equal(answer.fields?.[field], moneyFieldRefused(field), entity);
      assert.equal((await call('POST', `/api/${entity}`, manager, body)).statusCode, 201, entity);
    }
    const page = { category: 'cms', slug: `terrace-${word}`, title: 'Terrace' };
    const discounted = expectApiError(
      await call('POST', '/api/pages', editor, { ...page, discount: 10 }),
      403,
    );
    assert.equal(discounted.fields?.discount, moneyFieldRefused('discount'));
    const plain = await call('POST', '/api/pages', editor, page);
    assert.equal(plain.statusCode, 201, plain.body);
    assert.equal(adminPageSchema.parse(plain.json()).discount, null);
  });

  it('refuses an editor’s delete of a record that carries a price, and keeps it; a page without one goes', async () => {
    for (const [entity, one] of [
      ['offers', 'offer'],
      ['room-types', 'room type'],
      ['food-items', 'food item'],
    ] as const) {
      const record = await first(entity);
      const refused = expectApiError(
        await call('DELETE', `/api/${entity}/delete/${String(record.id)}`, editor),
        403,
      );
      assert.equal(refused.message, pricedDeleteRefused(one), entity);
      assert.deepEqual(await stored(entity, record.id), record, entity);
    }
    const page = await call('POST', '/api/pages', editor, {
      category: 'cms',
      slug: `gone-${word}`,
      title: 'Gone',
    });
    assert.equal(page.statusCode, 201, page.body);
    const { id } = adminPageSchema.parse(page.json());
    const deleted = await call('DELETE', `/api/pages/delete/${String(id)}`, editor);
    assert.equal(deleted.statusCode, 200, deleted.body);
  });

  it('lets an editor rename a dish’s options but not price them', async () => {
    const dish = await first('food-items');
    const url = `/api/food-items/${String(dish.id)}/options`;
    const set = await call('PUT', url, manager, {
      groups: [
        {
          name: 'Size',
          min: 1,
          max: 1,
          values: [
            { name: 'Small', price: 0 },
            { name: 'Large', price: 60 },
          ],
        },
      ],
    });
    assert.equal(set.statusCode, 200, set.body);
    const [size] = adminDishOptionsResponseSchema.parse(set.json()).groups;
    const [small, large] = size!.values;
    const group = (values: object[]) => ({
      groups: [{ id: size!.id, name: 'Portion', min: 1, max: 1, values }],
    });

    const renamed = await call(
      'PUT',
      url,
      editor,
      group([
        { id: small!.id, name: 'Half', price: 0 },
        { id: large!.id, name: 'Full', price: 60 },
        { name: 'Sharing', price: 0 },
      ]),
    );
    assert.equal(renamed.statusCode, 200, renamed.body);
    const after = adminDishOptionsResponseSchema.parse(renamed.json());

    for (const values of [
      [
        { id: small!.id, name: 'Half', price: 0 },
        { id: large!.id, name: 'Full', price: 6 },
      ],
      [
        { id: small!.id, name: 'Half', price: 0 },
        { id: large!.id, name: 'Full', price: 60 },
        { name: 'Jumbo', price: 90 },
      ],
    ]) {
      const refused = expectApiError(await call('PUT', url, editor, group(values)), 403);
      const field = `groups.0.values.${values.length === 2 ? 1 : 2}.price`;
      assert.equal(refused.fields?.[field], moneyFieldRefused('an option price'), field);
      assert.deepEqual(adminDishOptionsResponseSchema.parse((await call('GET', url, editor)).json()), after);
    }
    assert.equal((await call('PUT', url, manager, { groups: [] })).statusCode, 200);
  });

  it('keeps rates, seasons, stay rules, taxes, rate plans and coupons from an editor', async () => {
    for (const [method, url] of [
      ['PUT', '/api/staff/rates/room-types/1'],
      ['PUT', '/api/staff/rates/coupons/1'],
      ['POST', '/api/staff/rates/taxes'],
      ['PUT', '/api/staff/rates/taxes/1'],
      ['POST', '/api/staff/rates/seasons'],
      ['POST', '/api/staff/rates/stay-rules'],
      ['PUT', '/api/staff/rates/plans/EP'],
    ] as const) {
      const answer = expectApiError(await call(method, url, editor, {}), 403);
      assert.equal(answer.message, ROLE_REFUSED_MESSAGE, url);
    }
  });
});
