import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import {
  blogPostSchema,
  brandSchema,
  careerSchema,
  cmsPageSchema,
  cuisineSchema,
  faqSchema,
  foodItemSchema,
  MAX_PAGE_LIMIT,
  offerSchema,
  PAGE_CATEGORY_IDS,
  pagedSchema,
  pagesByCategoryResponseSchema,
  pageSchema,
  rewardSchema,
  roomTypeSchema,
  teamMemberSchema,
  testimonialSchema,
  type Paged,
} from '@haveli/contracts';
import type { z } from 'zod';
import { PHOTO_MANIFEST, PHOTO_SOURCES } from '../src/cli/build-photos';
import { widthsFor } from '../src/lib/images/pipeline';
import { IMAGES_DIR } from '../src/paths';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

const photoManifest = JSON.parse(readFileSync(PHOTO_MANIFEST, 'utf8')) as Record<string, { width: number }>;

const PAGE_MESSAGE = 'page must be a whole number of at least 1.';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`;

const LISTS = [
  { name: 'room', table: 'room_types', item: roomTypeSchema },
  { name: 'foodItem', table: 'food_items', item: foodItemSchema },
  { name: 'faq', table: 'faqs', item: faqSchema },
  { name: 'testimonial', table: 'testimonials', item: testimonialSchema },
  { name: 'offer', table: 'offers', item: offerSchema },
  { name: 'cuisine', table: 'cuisines', item: cuisineSchema },
  { name: 'brand', table: 'brands', item: brandSchema },
  { name: 'page', table: 'pages', item: pageSchema },
] as const;

describeEachDatabase('content', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const count = async (table: string) =>
    (await ctx.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
  /** Fetches a page and checks it against the contract, refusing any field the contract does not name. */
  async function getPage<T extends z.ZodObject>(item: T, url: string): Promise<Paged<z.output<T>>> {
    const response = await get(url);
    assert.equal(response.statusCode, 200, response.body);
    return pagedSchema(item.strict()).parse(response.json()) as Paged<z.output<T>>;
  }

  for (const { name, table, item } of LISTS) {
    const url = `/api/web/${name}/get_with_pagination`;

    it(`${name}: pages of 5 by default, in id order, with the total`, async () => {
      const total = await count(table);
      const first = await getPage(item, url);
      assert.equal(first.total, total);
      assert.equal(first.data.length, Math.min(5, total ?? 0));
      const ids = first.data.map((row) => (row as { id: number }).id);
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      );

      const explicit = await getPage(item, `${url}?page=1&limit=5`);
      assert.deepEqual(explicit, first);
    });

    it(`${name}: the next page continues where the first ended`, async () => {
      const firstFour = await getPage(item, `${url}?page=1&limit=4`);
      const pageOne = await getPage(item, `${url}?page=1&limit=2`);
      const pageTwo = await getPage(item, `${url}?page=2&limit=2`);
      assert.equal(pageTwo.data.length, 2);
      assert.deepEqual([...pageOne.data, ...pageTwo.data], firstFour.data);
    });

    it(`${name}: a page past the end is empty, with the right total`, async () => {
      const total = await count(table);
      for (const page of [Math.ceil((total ?? 0) / 5) + 1, 1000, Number.MAX_SAFE_INTEGER]) {
        assert.deepEqual(await getPage(item, `${url}?page=${page}&limit=5`), { data: [], total });
      }
      const all = await getPage(item, `${url}?limit=${MAX_PAGE_LIMIT}`);
      assert.equal(all.data.length, total);
    });
  }

  for (const name of ['room', 'foodItem', 'faq']) {
    const url = `/api/web/${name}/get_with_pagination`;
    it(`${name}: refuses bad paging with 400 and a clear message`, async () => {
      const cases: Array<[string, string, string]> = [
        ['page=0', 'page', PAGE_MESSAGE],
        ['page=-1', 'page', PAGE_MESSAGE],
        ['page=abc', 'page', PAGE_MESSAGE],
        ['page=1.5', 'page', PAGE_MESSAGE],
        ['page=', 'page', PAGE_MESSAGE],
        ['page=1e300', 'page', PAGE_MESSAGE],
        ['page=1&page=2', 'page', PAGE_MESSAGE],
        ['limit=0', 'limit', LIMIT_MESSAGE],
        ['limit=-5', 'limit', LIMIT_MESSAGE],
        ['limit=abc', 'limit', LIMIT_MESSAGE],
        [`limit=${MAX_PAGE_LIMIT + 1}`, 'limit', LIMIT_MESSAGE],
        ['limit=100000000', 'limit', LIMIT_MESSAGE],
      ];
      for (const [query, field, message] of cases) {
        const body = expectApiError(await get(`${url}?${query}`), 400);
        assert.equal(body.message, message, query);
        assert.deepEqual(body.fields, { [field]: message }, query);
      }
    });
  }

  it('seeds rich content: room types with nightly rates, rooms, a full menu, FAQs, blog, offers', async () => {
    const rooms = await getPage(roomTypeSchema, '/api/web/room/get_with_pagination?limit=100');
    const byType = new Map(rooms.data.map((room) => [room.room_type, room.room_base_price]));
    for (const type of ['Standard', 'Deluxe', 'Suite']) assert.ok((byType.get(type) ?? 0) >= 1000, type);
    assert.ok(((await count('rooms')) ?? 0) >= 20);

    const menu = await getPage(foodItemSchema, '/api/web/foodItem/get_with_pagination?limit=100');
    assert.ok(menu.total >= 12);
    assert.ok(new Set(menu.data.map((food) => food.category)).size >= 4);

    assert.ok(((await count('faqs')) ?? 0) >= 12);
    const offers = await getPage(offerSchema, '/api/web/offer/get_with_pagination?limit=100');
    assert.ok(offers.data.every((offer) => /^[A-Z0-9]+$/.test(offer.offer_coupon)));
    const stars = await getPage(testimonialSchema, '/api/web/testimonial/get_with_pagination?limit=100');
    assert.ok(stars.data.every((t) => t.stars >= 0 && t.stars <= 5));
  });

  it('every seeded image exists in api/public/images and is served with long caching', async () => {
    const urls = new Set<string>();
    for (const { name } of LISTS) {
      const body = JSON.stringify((await get(`/api/web/${name}/get_with_pagination?limit=100`)).json());
      for (const match of body.matchAll(/\/api\/images\/[\w./-]+/g)) urls.add(match[0]);
    }
    const careers = JSON.stringify((await get('/api/web/page/cat/careers')).json());
    for (const match of careers.matchAll(/\/api\/images\/[\w./-]+/g)) urls.add(match[0]);
    assert.ok(urls.size >= 40, `${urls.size} images`);
    for (const url of urls) {
      // Photos are made from assets/photos by the build (src/cli/build-photos.ts): their source must exist.
      const photo = /^\/api\/images\/photos\/([a-z0-9-]+)-(\d+)\.webp$/.exec(url);
      if (photo) {
        assert.ok(existsSync(path.join(PHOTO_SOURCES, `${photo[1]}.jpg`)), url);
        const source = photoManifest[photo[1]!];
        assert.ok(source && widthsFor(source.width).includes(Number(photo[2])), url);
      } else assert.ok(existsSync(path.join(IMAGES_DIR, path.basename(url))), url);
    }
    const image = await get([...urls].find((url) => url.endsWith('.svg')) ?? '');
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/svg+xml');
    assert.match(String(image.headers['cache-control']), /max-age=(\d{7,})/);
    expectApiError(await get('/api/images/no-such-image.svg'), 404);
    expectApiError(await get('/api/images/../package.json'), 404);
  });

  it('lists the pages of one category by slug or by numeric id', async () => {
    const shapes = {
      blog: blogPostSchema,
      team: teamMemberSchema,
      rewards: rewardSchema,
      careers: careerSchema,
      cms: cmsPageSchema,
    };
    for (const [category, schema] of Object.entries(shapes)) {
      const id = PAGE_CATEGORY_IDS[category as keyof typeof PAGE_CATEGORY_IDS];
      const bySlug = await get(`/api/web/page/cat/${category}`);
      assert.equal(bySlug.statusCode, 200, bySlug.body);
      const body = pagesByCategoryResponseSchema.parse(bySlug.json());
      assert.ok(body.message.length > 0);
      assert.ok(body.page.length >= 4, category);
      for (const page of body.page) schema.strict().parse(page);
      assert.deepEqual((await get(`/api/web/page/cat/${id}`)).json(), bySlug.json());
    }
    const blog = pagesByCategoryResponseSchema.parse((await get('/api/web/page/cat/blog')).json()).page;
    assert.ok(blog.length >= 6);
    const dates = blog.map((post) => (post.category === 'blog' ? post.created_at : ''));
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest post first');
    assert.equal(
      expectApiError(await get('/api/web/page/cat/unknown'), 404).message,
      'Page category not found.',
    );
    expectApiError(await get('/api/web/page/cat/99'), 404);
  });

  it('filters the page list by category', async () => {
    const blog = await getPage(pageSchema, '/api/web/page/get_with_pagination?category=blog&limit=100');
    assert.ok(blog.total >= 6);
    assert.ok(blog.data.every((page) => page.category === 'blog' && page.image === page.profileImages));
    const all = await getPage(pageSchema, '/api/web/page/get_with_pagination?limit=100');
    assert.ok(all.total > blog.total);
    expectApiError(await get('/api/web/page/get_with_pagination?category=nope'), 400);
  });

  it('serves the privacy policy and the terms by slug, as HTML, and 404 for an unknown slug', async () => {
    for (const slug of ['privacy-policy', 'term-and-condition']) {
      const response = await get(`/api/web/page/slug/${slug}`);
      assert.equal(response.statusCode, 200, response.body);
      const page = pageSchema.strict().parse(response.json());
      assert.equal(page.slug, slug);
      assert.match(page.description, /<h2>/);
      assert.ok(page.description.length > 1000);
    }
    assert.equal(
      expectApiError(await get('/api/web/page/slug/no-such-page'), 404).message,
      'Page not found.',
    );
  });
});
