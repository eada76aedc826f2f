import assert from 'node:assert/strict';
import { it } from 'node:test';
import { foodCategorySchema, foodItemSchema, pagedSchema } from '@haveli/contracts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('menu categories', (ctx) => {
  const getJson = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/web${url}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as unknown;
  };

  it('lists the courses of the menu in pages, each with its number of dishes', async () => {
    const rows = await ctx.app.db.query<{ id: number; name: string; item_count: number }>(
      `SELECT c.id, c.name, count(f.id)::int AS item_count
       FROM food_categories c LEFT JOIN food_items f ON f.food_cat_id = c.id
       GROUP BY c.id ORDER BY c.id`,
    );
    assert.ok(rows.length >= 2);

    const all = pagedSchema(foodCategorySchema.strict()).parse(
      await getJson('/foodCategory/get_with_pagination?limit=100'),
    );
    assert.deepEqual(all, { data: rows, total: rows.length });
    const second = pagedSchema(foodCategorySchema).parse(
      await getJson('/foodCategory/get_with_pagination?page=2&limit=1'),
    );
    assert.deepEqual(second, { data: [rows[1]], total: rows.length });
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: '/api/web/foodCategory/get_with_pagination?limit=0' }),
      400,
    );
  });

  it('lists the dishes of one category when asked, and every dish otherwise', async () => {
    const [category] = await ctx.app.db.query<{ id: number; dishes: number }>(
      `SELECT food_cat_id AS id, count(*)::int AS dishes FROM food_items
       GROUP BY food_cat_id ORDER BY food_cat_id DESC LIMIT 1`,
    );
    assert.ok(category);
    const [everything] = await ctx.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM food_items');

    const filtered = pagedSchema(foodItemSchema).parse(
      await getJson(`/foodItem/get_with_pagination?limit=100&category=${category.id}`),
    );
    assert.equal(filtered.total, category.dishes);
    assert.equal(filtered.data.length, category.dishes);
    assert.ok(filtered.data.every((dish) => dish.food_cat_id === category.id));

    const unfiltered = pagedSchema(foodItemSchema).parse(await getJson('/foodItem/get_with_pagination'));
    assert.equal(unfiltered.total, everything?.n);

    const none = pagedSchema(foodItemSchema).parse(
      await getJson('/foodItem/get_with_pagination?category=2147483647'),
    );
    assert.deepEqual(none, { data: [], total: 0 });

    for (const bad of ['abc', '0', '-1', '1.5']) {
      const body = expectApiError(
        await ctx.app.inject({ method: 'GET', url: `/api/web/foodItem/get_with_pagination?category=${bad}` }),
        400,
      );
      assert.equal(body.message, 'category must be a positive whole number.');
    }
  });
});
