import type { AdminDishOptions, AdminDishOptionsResponse } from '@haveli/contracts';
import type { Db } from '../db/db';
import { OPTION_GROUPS_OF_DISH } from './dish-options';

type Groups = AdminDishOptionsResponse['groups'];

/**
 * Keeps the rows of `table` under `parent` whose ids are sent, removes the others, and frees the kept rows'
 * names (unique within their parent) so that the sent names can be written in any order.
 */
async function keepOnly(
  tx: Db,
  table: 'food_option_groups' | 'food_option_values',
  parentColumn: 'food_item_id' | 'group_id',
  parent: number,
  sentIds: readonly (number | undefined)[],
): Promise<Set<number>> {
  const rows = await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${parentColumn} = $1`, [parent]);
  const existing = new Set(rows.map((row) => row.id));
  const kept = sentIds.filter((id): id is number => id !== undefined && existing.has(id));
  await tx.query(`DELETE FROM ${table} WHERE ${parentColumn} = $1 AND NOT (id = ANY($2::int[]))`, [
    parent,
    kept,
  ]);
  await tx.query(`UPDATE ${table} SET name = '#' || id WHERE id = ANY($1::int[])`, [kept]);
  return new Set(kept);
}

/** Staff's editing of a dish's option groups and their values (migration 0010_meals.sql). */
export function dishOptionsAdminRepository(db: Db) {
  const read = async (tx: Db, dishId: number): Promise<Groups | undefined> => {
    const [row] = await tx.query<{ groups: Groups }>(
      `SELECT ${OPTION_GROUPS_OF_DISH} AS groups FROM food_items f WHERE f.id = $1`,
      [dishId],
    );
    return row?.groups;
  };

  return {
    /** The dish's groups with their values, in the menu's order; undefined when there is no such dish. */
    read: (dishId: number) => read(db, dishId),

    /** Writes the groups as sent, in one transaction; undefined when there is no such dish. */
    replace(dishId: number, { groups }: AdminDishOptions): Promise<Groups | undefined> {
      return db.transaction(async (tx) => {
        const [dish] = await tx.query('SELECT id FROM food_items WHERE id = $1 FOR UPDATE', [dishId]);
        if (!dish) return undefined;
        const keptGroups = await keepOnly(
          tx,
          'food_option_groups',
          'food_item_id',
          dishId,
          groups.map((group) => group.id),
        );
        for (const [position, group] of groups.entries()) {
          let groupId = group.id;
          if (groupId !== undefined && keptGroups.has(groupId)) {
            await tx.query(
              `UPDATE food_option_groups SET name = $2, min_choices = $3, max_choices = $4, position = $5
               WHERE id = $1`,
              [groupId, group.name, group.min, group.max, position],
            );
          } else {
            const [created] = await tx.query<{ id: number }>(
              `INSERT INTO food_option_groups (food_item_id, name, min_choices, max_choices, position)
               VALUES ($1, $2, $3, $4, $5) RETURNING id`,
              [dishId, group.name, group.min, group.max, position],
            );
            groupId = created!.id;
          }
          const keptValues = await keepOnly(
            tx,
            'food_option_values',
            'group_id',
            groupId,
            group.values.map((value) => value.id),
          );
          for (const [valuePosition, value] of group.values.entries()) {
            if (value.id !== undefined && keptValues.has(value.id)) {
              await tx.query(
                'UPDATE food_option_values SET name = $2, price = $3, position = $4 WHERE id = $1',
                [value.id, value.name, value.price, valuePosition],
              );
            } else {
              await tx.query(
                'INSERT INTO food_option_values (group_id, name, price, position) VALUES ($1, $2, $3, $4)',
                [groupId, value.name, value.price, valuePosition],
              );
            }
          }
        }
        return read(tx, dishId);
      });
    },
  };
}
