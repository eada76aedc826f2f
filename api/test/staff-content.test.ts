import assert from 'node:assert/strict';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, it } from 'node:test';
import {
  adminFaqSchema,
  adminDishOptionsResponseSchema,
  adminFoodItemSchema,
  adminMenuCategorySchema,
  adminPageSchema,
  adminRoomTypeSchema,
  pagedSchema,
  roomTypeSchema,
  STAFF_IMAGE_DIMENSIONS_MESSAGE,
  STAFF_IMAGE_REQUIRED_MESSAGE,
  STAFF_IMAGE_SIZE_MESSAGE,
  STAFF_IMAGE_TYPE_MESSAGE,
  staffAuditResponseSchema,
  staffImageSchema,
} from '@haveli/contracts';
import sharp from 'sharp';
import { UPLOADED_IMAGES_DIR } from '../src/paths';
import { samplePng } from './hardening/fixtures';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { expectApiError } from './helpers/http';
import { documents, multipartBody } from './helpers/multipart';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('staff content editing: lists, records and photos', (ctx) => {
  let editor: SignedInAccount;
  let manager: SignedInAccount;
  let kitchen: SignedInAccount;
  let guest: SignedInAccount;
  const word = `zq${Date.now().toString(36)}`;

  before(async () => {
    [editor, manager, kitchen, guest] = await Promise.all([
      signUp(ctx.app, 'editor'),
      signUp(ctx.app, 'manager'),
      signUp(ctx.app, 'kitchen'),
      signUp(ctx.app),
    ]);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    account: SignedInAccount | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headers, ...(account ? { authorization: account.authorization } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const uploaded: string[] = [];
  const upload = async (account: SignedInAccount | undefined, data: Uint8Array, name = 'photo.png') => {
    const body = await multipartBody({}, { field: 'image', name, type: 'image/png', data });
    const response = await call('POST', '/api/staff/images', account, body.payload, body.headers);
    if (response.statusCode === 201) uploaded.push(staffImageSchema.parse(response.json()).name);
    return response;
  };
  const onDisk = async () =>
    (await readdir(UPLOADED_IMAGES_DIR).catch(() => [])).filter((name) =>
      uploaded.some((stem) => name.startsWith(`${stem}-`)),
    );

  it('searches a list by its names, whatever the case, and sorts it by a field either way', async () => {
    for (const question of [`Is ${word} Alpha open?`, `Is ${word} beta open?`, 'Unrelated question?']) {
      const created = await call('POST', '/api/faqs', editor, { question, answer: 'Yes, daily.' });
      assert.equal(created.statusCode, 201, created.body);
    }
    const ascending = await call('GET', `/api/faqs?q=${word.toUpperCase()}&sort=question&limit=10`, editor);
    assert.equal(ascending.statusCode, 200, ascending.body);
    const found = pagedSchema(adminFaqSchema).parse(ascending.json());
    assert.equal(found.total, 2);
    assert.deepEqual(
      found.data.map((faq) => faq.question),
      [`Is ${word} Alpha open?`, `Is ${word} beta open?`],
    );
    const descending = pagedSchema(adminFaqSchema).parse(
      (await call('GET', `/api/faqs?q=${word}&sort=-question`, editor)).json(),
    );
    assert.deepEqual(
      descending.data.map((faq) => faq.question),
      [`Is ${word} beta open?`, `Is ${word} Alpha open?`],
    );
    // A search for the wildcard itself matches only the character, not everything.
    const literal = pagedSchema(adminFaqSchema).parse((await call('GET', '/api/faqs?q=%25', editor)).json());
    assert.equal(literal.total, 0);
    // Today's callers (no q, no sort) still get every record by id.
    const all = pagedSchema(adminFaqSchema).parse((await call('GET', '/api/faqs?limit=100', editor)).json());
    const ids = all.data.map((faq) => faq.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    assert.ok(all.total >= 3);
  });

  it('narrows pages to one category, and refuses an unknown sort or category with a clear 400', async () => {
    const team = pagedSchema(adminPageSchema).parse(
      (await call('GET', '/api/pages?category=team&limit=100', editor)).json(),
    );
    assert.ok(team.total > 0);
    assert.ok(team.data.every((page) => page.category === 'team'));
    const badSort = expectApiError(await call('GET', '/api/room-types?sort=password', editor), 400);
    assert.match(badSort.message, /Sort must be one of id, position, room_type, title, room_base_price/);
    const badCategory = expectApiError(await call('GET', '/api/pages?category=secret', editor), 400);
    assert.match(badCategory.message, /Category must be one of blog, team/);
    expectApiError(await call('GET', `/api/faqs?q=${'x'.repeat(101)}`, editor), 400);
  });

  it('reads one record to edit, and answers 404 for one that does not exist', async () => {
    const { data } = pagedSchema(adminRoomTypeSchema).parse(
      (await call('GET', '/api/room-types', editor)).json(),
    );
    const first = data[0]!;
    const one = await call('GET', `/api/room-types/${first.id}`, editor);
    assert.equal(one.statusCode, 200, one.body);
    assert.deepEqual(adminRoomTypeSchema.parse(one.json()), first);
    assert.equal(
      expectApiError(await call('GET', '/api/room-types/99999999', editor), 404).message,
      'Room type not found.',
    );
    expectApiError(await call('GET', `/api/room-types/${first.id}`, kitchen), 403);
    expectApiError(await call('GET', `/api/room-types/${first.id}`, guest), 403);
    expectApiError(await call('GET', `/api/room-types/${first.id}`, undefined), 401);
  });

  it('stores a page description only once the sanitiser has cleaned it', async () => {
    const created = await call('POST', '/api/pages', editor, {
      category: 'cms',
      slug: `spa-${word}`,
      title: 'Spa',
      description: '<h2>Before</h2><p onclick="steal()">Arrive early.<script>alert(1)</script></p>',
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = adminPageSchema.parse(created.json());
    const stored = adminPageSchema.parse((await call('GET', `/api/pages/${id}`, editor)).json());
    assert.equal(stored.description, '<h2>Before</h2><p>Arrive early.</p>');
  });

  it('refuses a bad field beside its name and changes nothing', async () => {
    const { data } = pagedSchema(adminRoomTypeSchema).parse(
      (await call('GET', '/api/room-types', editor)).json(),
    );
    const room = data[0]!;
    const refused = expectApiError(
      await call('PUT', `/api/room-types/${room.id}`, editor, { room_base_price: -5, title: 'Cheaper' }),
      400,
    );
    assert.equal(refused.fields?.room_base_price, 'Nightly price must be at least 1.');
    const after = adminRoomTypeSchema.parse((await call('GET', `/api/room-types/${room.id}`, editor)).json());
    assert.deepEqual(after, room);
  });

  it('makes an uploaded PNG into the site’s variants, served under /api/images/uploads, and audits it', async () => {
    const response = await upload(editor, await samplePng(480, 320));
    assert.equal(response.statusCode, 201, response.body);
    const image = staffImageSchema.parse(response.json());
    assert.deepEqual([image.width, image.height, image.widths], [480, 320, [400, 480]]);
    assert.match(image.url, /^\/api\/images\/uploads\/upload-[a-f0-9-]+-480\.webp$/);
    assert.match(image.placeholder, /^data:image\/webp;base64,/);
    for (const width of image.widths)
      for (const format of ['avif', 'webp'] as const) {
        const served = await ctx.app.inject({
          method: 'GET',
          url: `/api/images/uploads/${image.name}-${width}.${format}`,
        });
        assert.equal(served.statusCode, 200, `${width}.${format}`);
        assert.equal(served.headers['content-type'], `image/${format}`);
        assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
        const { width: drawn, format: made } = await sharp(served.rawPayload).metadata();
        assert.equal(drawn, width);
        assert.equal(made, format === 'avif' ? 'heif' : 'webp');
      }
    const log = staffAuditResponseSchema.parse(
      (await call('GET', `/api/staff/audit?actor=${editor.id}&action=image.upload`, manager)).json(),
    );
    const entry = log.data.find((row) => row.entity_id === image.name);
    assert.deepEqual(entry?.after, { url: image.url, file: 'photo.png', width: 480, height: 320 });
    assert.deepEqual(await onDisk(), [], 'nothing written to this process’s own disk');
    expectApiError(await ctx.app.inject(`/api/images/uploads/${image.name}-999.webp`), 404);
  });

  it('still serves a variant an earlier version wrote to the images folder, at its address', async () => {
    const file = `upload-00000000-0000-4000-8000-${Date.now().toString().padStart(12, '0')}-400.webp`;
    await mkdir(UPLOADED_IMAGES_DIR, { recursive: true });
    await writeFile(
      path.join(UPLOADED_IMAGES_DIR, file),
      await sharp(await samplePng(400, 300))
        .webp()
        .toBuffer(),
    );
    try {
      const served = await ctx.app.inject(`/api/images/uploads/${file}`);
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      assert.equal((await sharp(served.rawPayload).metadata()).width, 400);
    } finally {
      await rm(path.join(UPLOADED_IMAGES_DIR, file));
    }
  });

  it('refuses a picture of more pixels than the pipeline decodes with 400, before decoding it', async () => {
    // A few kilobytes of PNG that claim 7000 × 7000 pixels (49 megapixels, ~200 MB decoded).
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#808080' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const started = Date.now();
    const refused = expectApiError(await upload(editor, bomb), 400);
    assert.equal(refused.fields?.image, STAFF_IMAGE_DIMENSIONS_MESSAGE);
    assert.ok(Date.now() - started < 2000, `answered in ${Date.now() - started} ms`);
  });

  it('refuses uploads that are missing, not images, too large or too small, with the field named', async () => {
    const missing = await multipartBody({ note: 'nothing attached' });
    const none = expectApiError(
      await call('POST', '/api/staff/images', editor, missing.payload, missing.headers),
      400,
    );
    assert.equal(none.fields?.image, STAFF_IMAGE_REQUIRED_MESSAGE);
    const script = expectApiError(await upload(editor, documents.script, 'photo.png'), 400);
    assert.equal(script.fields?.image, STAFF_IMAGE_TYPE_MESSAGE);
    const pdf = expectApiError(await upload(editor, documents.pdf, 'photo.png'), 400);
    assert.equal(pdf.fields?.image, STAFF_IMAGE_TYPE_MESSAGE);
    // A PNG's signature and nothing an image reader can use.
    const broken = expectApiError(await upload(editor, documents.png), 400);
    assert.equal(broken.fields?.image, STAFF_IMAGE_TYPE_MESSAGE);
    // A real photo cut short: its header reads, its pixels do not.
    const photo = await samplePng(480, 320);
    const cut = expectApiError(await upload(editor, photo.subarray(0, photo.length / 2)), 400);
    assert.equal(cut.fields?.image, STAFF_IMAGE_TYPE_MESSAGE);
    const tiny = expectApiError(await upload(editor, await samplePng(8, 8)), 400);
    assert.equal(tiny.fields?.image, STAFF_IMAGE_DIMENSIONS_MESSAGE);
    const wide = expectApiError(await upload(editor, await samplePng(6001, 16)), 400);
    assert.equal(wide.fields?.image, STAFF_IMAGE_DIMENSIONS_MESSAGE);
    const large = Buffer.concat([await samplePng(64, 64), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = expectApiError(await upload(editor, large), 400);
    assert.equal(tooLarge.fields?.image, STAFF_IMAGE_SIZE_MESSAGE);
    // Earlier tests' photos left their variants (named files); no upload itself is ever kept.
    const [stored] = await ctx.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stored_files WHERE name IS NULL',
    );
    assert.equal(stored?.n, 0, 'no refused upload is kept');
  });

  it('lets only editors and managers upload', async () => {
    const png = await samplePng(64, 64);
    assert.equal((await upload(manager, png)).statusCode, 201);
    expectApiError(await upload(kitchen, png), 403);
    expectApiError(await upload(guest, png), 403);
    expectApiError(await upload(undefined, png), 401);
  });

  it('shows a manager’s new price and an editor’s photo of a room type on the public list at once', async () => {
    const publicRooms = async () =>
      pagedSchema(roomTypeSchema).parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/web/room/get_with_pagination?limit=50' })).json(),
      ).data;
    const [room] = await publicRooms();
    assert.ok(room);
    const image = staffImageSchema.parse((await upload(editor, await samplePng(900, 600))).json());
    assert.match(image.url, /-800\.webp$/);
    const repriced = await call('PUT', `/api/room-types/${room.id}`, manager, {
      room_base_price: room.room_base_price + 1234,
    });
    assert.equal(repriced.statusCode, 200, repriced.body);
    const changed = await call('PUT', `/api/room-types/${room.id}`, editor, { image: image.url });
    assert.equal(changed.statusCode, 200, changed.body);
    const shown = (await publicRooms()).find((candidate) => candidate.id === room.id);
    assert.equal(shown?.room_base_price, room.room_base_price + 1234);
    assert.equal(shown?.image, image.url);
    const photo = await ctx.app.inject({ method: 'GET', url: image.url });
    assert.equal(photo.statusCode, 200);
  });

  it('keeps menu categories: unique names, and none deleted while a dish is in it', async () => {
    const created = await call('POST', '/api/menu-categories', editor, { name: `Chaat ${word}` });
    assert.equal(created.statusCode, 201, created.body);
    const category = adminMenuCategorySchema.parse(created.json());
    const twice = expectApiError(
      await call('POST', '/api/menu-categories', editor, { name: `Chaat ${word}` }),
      409,
    );
    assert.equal(twice.message, 'A menu category with this name already exists.');
    const blank = expectApiError(await call('POST', '/api/menu-categories', editor, { name: ' ' }), 400);
    assert.equal(blank.fields?.name, 'Name is required.');
    const dish = await call('POST', '/api/food-items', manager, {
      food_cat_id: category.id,
      menu_title: `Papdi ${word}`,
      food_item: 'Crisp wafers, yoghurt and chutneys',
      image: '/api/images/food-pyaaz-kachori.svg',
      price: 180,
    });
    assert.equal(dish.statusCode, 201, dish.body);
    const inUse = expectApiError(
      await call('DELETE', `/api/menu-categories/delete/${category.id}`, editor),
      409,
    );
    assert.equal(inUse.message, 'This record is in use and cannot be deleted.');
    const found = pagedSchema(adminMenuCategorySchema).parse(
      (await call('GET', `/api/menu-categories?q=${word}`, editor)).json(),
    );
    assert.deepEqual(found.data, [category]);
  });

  it('marks a dish veg, non-veg or egg, with its spice level and allergens', async () => {
    const created = await call('POST', '/api/food-items', manager, {
      food_cat_id: 1,
      menu_title: `Anda Bhurji ${word}`,
      food_item: 'Spiced scrambled eggs',
      image: '/api/images/food-pyaaz-kachori.svg',
      price: 220,
      diet: 'egg',
      spice_level: 2,
      allergens: ['Egg', 'Dairy'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const dish = adminFoodItemSchema.parse(created.json());
    assert.deepEqual(
      [dish.diet, dish.is_vegetarian, dish.spice_level, dish.allergens],
      ['egg', false, 2, ['Egg', 'Dairy']],
    );
    const veg = adminFoodItemSchema.parse(
      (await call('PUT', `/api/food-items/${dish.id}`, editor, { diet: 'veg', allergens: [] })).json(),
    );
    assert.deepEqual([veg.diet, veg.is_vegetarian, veg.spice_level, veg.allergens], ['veg', true, 2, []]);
    // A caller of before the marks still says only whether it is vegetarian.
    const old = adminFoodItemSchema.parse(
      (await call('PUT', `/api/food-items/${dish.id}`, editor, { is_vegetarian: false })).json(),
    );
    assert.deepEqual([old.diet, old.is_vegetarian], ['non-veg', false]);
    const hot = expectApiError(
      await call('PUT', `/api/food-items/${dish.id}`, editor, { spice_level: 7 }),
      400,
    );
    assert.equal(hot.fields?.spice_level, 'Spice level must be from 0 to 3.');
  });

  it('edits a dish’s option groups, keeping the options sent with their id', async () => {
    const created = await call('POST', '/api/food-items', manager, {
      food_cat_id: 1,
      menu_title: `Lassi ${word}`,
      food_item: 'Churned yoghurt',
      image: '/api/images/food-pyaaz-kachori.svg',
      price: 150,
    });
    const dish = adminFoodItemSchema.parse(created.json());
    const url = `/api/food-items/${dish.id}/options`;
    assert.deepEqual((await call('GET', url, editor)).json(), { groups: [] });
    const first = await call('PUT', url, manager, {
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
        {
          name: 'Add-ons',
          min: 0,
          max: 2,
          values: [
            { name: 'Saffron', price: 40 },
            { name: 'Nuts', price: 30 },
          ],
        },
      ],
    });
    assert.equal(first.statusCode, 200, first.body);
    const { groups } = adminDishOptionsResponseSchema.parse(first.json());
    const [size, addOns] = groups;
    assert.deepEqual(
      groups.map((group) => [group.name, group.min, group.max, group.values.map((value) => value.name)]),
      [
        ['Size', 1, 1, ['Small', 'Large']],
        ['Add-ons', 0, 2, ['Saffron', 'Nuts']],
      ],
    );
    // Large is kept (its id stays, for carts that chose it) and repriced; Small and the add-ons go; a new group comes.
    const large = size!.values[1]!;
    const second = adminDishOptionsResponseSchema.parse(
      (
        await call('PUT', url, manager, {
          groups: [
            {
              name: 'Sweetness',
              min: 1,
              max: 1,
              values: [
                { name: 'Sweet', price: 0 },
                { name: 'Salted', price: 0 },
              ],
            },
            {
              id: size!.id,
              name: 'Size',
              min: 1,
              max: 1,
              values: [{ id: large.id, name: 'Large', price: 70 }],
            },
          ],
        })
      ).json(),
    );
    assert.equal(second.groups[1]?.id, size!.id);
    assert.deepEqual(second.groups[1]?.values, [{ id: large.id, name: 'Large', price: 70 }]);
    assert.equal(second.groups[0]?.name, 'Sweetness');
    const [left] = await ctx.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM food_option_groups WHERE id = $1',
      [addOns!.id],
    );
    assert.equal(left?.n, 0);

    const refused = expectApiError(
      await call('PUT', url, editor, {
        groups: [{ name: 'Size', min: 2, max: 1, values: [{ name: 'Small', price: -1 }] }],
      }),
      400,
    );
    assert.equal(refused.fields?.['groups.0.values.0.price'], 'Option price must be from 0 to 100000.');
    assert.equal(refused.fields?.['groups.0.max'], 'Most choices must be at least the fewest.');
    const twice = expectApiError(
      await call('PUT', url, editor, {
        groups: [
          { name: 'Size', min: 0, max: 1, values: [{ name: 'A', price: 0 }] },
          { name: 'size', min: 0, max: 1, values: [{ name: 'B', price: 0 }] },
        ],
      }),
      400,
    );
    assert.equal(twice.fields?.groups, 'Each group of a dish needs its own name.');
    assert.deepEqual(adminDishOptionsResponseSchema.parse((await call('GET', url, editor)).json()), second);
    expectApiError(await call('GET', '/api/food-items/99999999/options', editor), 404);
    expectApiError(await call('PUT', url, kitchen, { groups: [] }), 403);
  });

  it('moves a FAQ up or down the public list, and says when it is already at an end', async () => {
    const publicFaqs = async () =>
      (
        (
          await ctx.app.inject({ method: 'GET', url: '/api/web/faq/get_with_pagination?limit=100' })
        ).json() as {
          data: { id: number }[];
        }
      ).data.map((faq) => faq.id);
    const made = await call('POST', '/api/faqs', editor, { question: `Last ${word}?`, answer: 'Yes.' });
    const faq = adminFaqSchema.parse(made.json());
    const before = await publicFaqs();
    assert.equal(before.at(-1), faq.id, 'a new FAQ goes last');
    const moved = await call('POST', `/api/faqs/${faq.id}/move`, editor, { direction: 'up' });
    assert.equal(moved.statusCode, 200, moved.body);
    const after = await publicFaqs();
    assert.deepEqual(after, [...before.slice(0, -2), faq.id, before.at(-2)]);
    const sorted = pagedSchema(adminFaqSchema).parse(
      (await call('GET', '/api/faqs?sort=position&limit=100', editor)).json(),
    );
    assert.deepEqual(
      sorted.data.map((row) => row.id),
      after,
    );
    const first = after[0]!;
    const top = expectApiError(
      await call('POST', `/api/faqs/${first}/move`, editor, { direction: 'up' }),
      409,
    );
    assert.equal(top.message, 'FAQ is already first in the list.');
    const sideways = expectApiError(
      await call('POST', `/api/faqs/${faq.id}/move`, editor, { direction: 'left' }),
      400,
    );
    assert.equal(sideways.fields?.direction, 'Direction must be up or down.');
    assert.deepEqual(await publicFaqs(), after);
    expectApiError(await call('POST', '/api/faqs/99999999/move', editor, { direction: 'up' }), 404);
  });

  it('moves a member of the team among the team only, as the public team page shows', async () => {
    const team = async () =>
      (
        (await ctx.app.inject({ method: 'GET', url: '/api/web/page/cat/team' })).json() as {
          page: { id: number }[];
        }
      ).page.map((member) => member.id);
    const before = await team();
    assert.ok(before.length >= 2);
    const second = before[1]!;
    const moved = await call('POST', `/api/pages/${second}/move`, editor, { direction: 'up' });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(await team(), [second, before[0], ...before.slice(2)]);
    const top = expectApiError(
      await call('POST', `/api/pages/${second}/move`, editor, { direction: 'up' }),
      409,
    );
    assert.equal(top.message, 'Page is already first in the list.');
  });
});
