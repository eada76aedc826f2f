import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { embeddedDatabaseBefore, unlessTesting } from './helpers/test-app';

/**
 * Migration 0010 on a database made before it: the sample dishes get their marks and options, stored cart
 * lines keep their choices where the dish still offers them, and orders get a reference and the new status.
 */
describe('migration 0010 on an embedded database made before it', { skip: unlessTesting('pglite') }, () => {
  let db: Db;
  before(async () => {
    db = await embeddedDatabaseBefore('0010');
    await db.exec(`
      INSERT INTO users (id, name, email, password_hash) VALUES (1, 'Old Guest', 'old@example.in', 'x');
      INSERT INTO food_categories (id, name) VALUES (1, 'Menu');
      INSERT INTO food_items (id, food_cat_id, menu_title, food_item, image, price, is_vegetarian) VALUES
        (1, 1, 'Paneer Tikka', 'Tikka', '/p.svg', 450, true),
        (2, 1, 'Fresh Lime Soda', 'Soda', '/s.svg', 180, true),
        (3, 1, 'Laal Maas', 'Curry', '/l.svg', 780, false),
        (4, 1, 'Chef''s Special', 'Renamed by staff', '/c.svg', 500, false);
      INSERT INTO cart_items (user_id, product_id, variant, addons, quantity) VALUES
        (1, 1, 'Medium', '{Cheese,Olives}', 2),
        (1, 2, 'Large', '{Cheese}', 1),
        (1, 2, 'Small', '{}', 3),
        (1, 3, 'Large', '{}', 1);
      INSERT INTO orders (id, user_id, total, status) VALUES (1, 1, 900, 'Placed');
      INSERT INTO order_items (order_id, product_id, name, variant, addons, quantity, unit_price)
        VALUES (1, 1, 'Paneer Tikka', 'Small', '{Cheese}', 2, 450);
    `);
    await migrate(db);
  });
  after(() => db.close());

  it('gives the sample dishes their marks and options, and leaves a dish it does not know alone', async () => {
    const dishes = await db.query<{ menu_title: string; diet: string; groups: number }>(
      `SELECT f.menu_title, f.diet, (SELECT count(*)::int FROM food_option_groups g WHERE g.food_item_id = f.id) AS groups
       FROM food_items f ORDER BY f.id`,
    );
    assert.deepEqual(dishes, [
      { menu_title: 'Paneer Tikka', diet: 'veg', groups: 2 },
      { menu_title: 'Fresh Lime Soda', diet: 'veg', groups: 0 },
      { menu_title: 'Laal Maas', diet: 'non-veg', groups: 2 },
      { menu_title: "Chef's Special", diet: 'non-veg', groups: 0 },
    ]);
  });

  it('keeps stored cart lines with the choices the dish still offers; lines that became one add up', async () => {
    const lines = await db.query<{ product_id: number; quantity: number; choices: string[] }>(
      `SELECT c.product_id, c.quantity,
         coalesce((SELECT array_agg(g.name || ': ' || v.name ORDER BY g.position, v.position)
                   FROM food_option_values v JOIN food_option_groups g ON g.id = v.group_id
                   WHERE v.id = ANY (c.option_ids)), '{}') AS choices
       FROM cart_items c ORDER BY c.id`,
    );
    assert.deepEqual(lines, [
      { product_id: 1, quantity: 2, choices: ['Size: Medium', 'Add-ons: Cheese', 'Add-ons: Olives'] },
      { product_id: 2, quantity: 4, choices: [] },
      { product_id: 3, quantity: 1, choices: ['Size: Large', 'Spice level: Mild'] },
    ]);
  });

  it('gives old orders a reference, the Received status and their choices', async () => {
    const [order] = await db.query<{ reference: string; status: string; subtotal: number; choices: unknown }>(
      `SELECT o.reference, o.status, o.subtotal, i.choices
       FROM orders o JOIN order_items i ON i.order_id = o.id`,
    );
    assert.match(order?.reference ?? '', /^FO-[0-9A-F]{6}$/);
    assert.equal(order?.status, 'Received');
    assert.equal(order?.subtotal, 900);
    assert.deepEqual(order?.choices, [
      { group: 'Size', name: 'Small', price: 0 },
      { group: 'Add-ons', name: 'Cheese', price: 0 },
    ]);
  });
});
