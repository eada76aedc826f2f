import assert from 'node:assert/strict';
import type { App } from '../../src/app';

/** The id of a dish of the seeded menu, by its name on the menu. */
export async function dishId(app: App, title: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>('SELECT id FROM food_items WHERE menu_title = $1', [
    title,
  ]);
  assert.ok(row, `${title} is on the seeded menu`);
  return row.id;
}
