import type { SortDirection, StaffRoomTypeRef } from '@haveli/contracts';
import type { Db } from '../db/db';

// What the back office's server-paged lists share: search, sort, direction, and the room types to choose from.

export interface ListQuery<S extends string> {
  page: number;
  q?: string | undefined;
  sort: S;
  dir: SortDirection;
}

/** A search term as an ILIKE pattern that matches it anywhere, its wildcards taken literally. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WHERE conditions with their numbered parameters. */
export function conditions() {
  const where: string[] = [];
  const params: unknown[] = [];
  return {
    params,
    add(condition: (at: string) => string, value: unknown) {
      params.push(value);
      where.push(condition(`$${params.length}`));
    },
    sql: () => (where.length ? `WHERE ${where.join(' AND ')}` : ''),
  };
}

export const direction = (dir: SortDirection) => (dir === 'desc' ? 'DESC' : 'ASC');

export const roomTypeRefs = (db: Db) =>
  db.query<StaffRoomTypeRef>('SELECT id, title FROM room_types ORDER BY id');

/** Whether a room type exists; null (every type) always does. */
export const roomTypeExists = async (db: Db, id: number | null) =>
  id === null || (await db.query('SELECT 1 FROM room_types WHERE id = $1', [id])).length > 0;
