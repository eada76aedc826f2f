import assert from 'node:assert/strict';
import { it } from 'node:test';
import { foodItemSchema, pagedSchema, type FoodItem } from '@haveli/contracts';
import { expectApiError } from './helpers/http';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('menu dishes: marks and options', (ctx) => {
  const menu = async (query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/web/foodItem/get_with_pagination?limit=100${query}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return pagedSchema(foodItemSchema.strict()).parse(response.json());
  };
  const dish = (dishes: FoodItem[], title: string) => {
    const found = dishes.find((item) => item.menu_title === title);
    assert.ok(found, title);
    return found;
  };
  const groups = (item: FoodItem) =>
    item.option_groups.map((group) => ({
      name: group.name,
      min: group.min,
      max: group.max,
      values: group.values.map((value) => [value.name, value.price]),
    }));

  it('carries each dish’s own option groups: the spec’s sizes and add-ons only where they suit', async () => {
    const { data } = await menu();
    assert.deepEqual(groups(dish(data, 'Fresh Lime Soda')), []);
    assert.deepEqual(groups(dish(data, 'Paneer Tikka')), [
      {
        name: 'Size',
        min: 1,
        max: 1,
        values: [
          ['Small', 0],
          ['Medium', 50],
          ['Large', 100],
        ],
      },
      {
        name: 'Add-ons',
        min: 0,
        max: 2,
        values: [
          ['Cheese', 30],
          ['Olives', 20],
        ],
      },
    ]);
    assert.deepEqual(
      groups(dish(data, 'Laal Maas')).map((group) => group.name),
      ['Size', 'Spice level'],
    );
    const withOlives = data.filter((item) =>
      item.option_groups.some((group) => group.values.some((value) => value.name === 'Olives')),
    );
    assert.deepEqual(
      withOlives.map((item) => item.menu_title),
      ['Paneer Tikka'],
    );
  });

  it('marks each dish veg, non-veg or egg, with its spice level and allergens', async () => {
    const { data } = await menu();
    const laalMaas = dish(data, 'Laal Maas');
    assert.deepEqual([laalMaas.diet, laalMaas.spice_level, laalMaas.allergens], ['non-veg', 3, ['milk']]);
    const paneer = dish(data, 'Paneer Tikka');
    assert.deepEqual([paneer.diet, paneer.allergens], ['veg', ['milk']]);
  });

  it('lists only vegetarian dishes with veg=true, counting only them', async () => {
    const all = await menu();
    const veg = await menu('&veg=true');
    assert.ok(veg.total > 0 && veg.total < all.total);
    assert.equal(veg.total, all.data.filter((item) => item.diet === 'veg').length);
    assert.ok(veg.data.every((item) => item.diet === 'veg'));
    assert.equal((await menu('&veg=false')).total, all.total);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/web/foodItem/get_with_pagination?veg=yes',
    });
    assert.equal(expectApiError(refused, 400).message, 'veg must be true or false.');
  });
});
