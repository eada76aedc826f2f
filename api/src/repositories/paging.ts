import { HOTEL_TIME_ZONE, type PageQuery, type Paged } from '@haveli/contracts';
import type { Db } from '../db/db';

/** A timestamptz column rendered as an ISO 8601 string in UTC, identical on both drivers. */
export const isoTimestamp = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One page of a list and the list's total. `rows` must end with its ORDER BY; LIMIT and OFFSET are appended
 * after `params`. A page past the end is answered from the count alone, whatever its number.
 */
/** The hotel's day now, on the database's clock, as SQL: `(now() AT TIME ZONE 'Asia/Kolkata')::date`. */
export const HOTEL_DAY_SQL = `(now() AT TIME ZONE '${HOTEL_TIME_ZONE}')::date`;

export async function pagedQuery<T>(
  db: Db,
  sql: { count: string; rows: string; params?: readonly unknown[] },
  { page, limit }: PageQuery,
): Promise<Paged<T>> {
  const params = sql.params ?? [];
  const [counted] = await db.query<{ total: number }>(sql.count, params);
  const total = counted?.total ?? 0;
  const offset = (page - 1) * limit;
  if (offset >= total) return { data: [], total };
  const data = await db.query<T>(`${sql.rows} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
    ...params,
    limit,
    offset,
  ]);
  return { data, total };
}

/** The hotel's public reply under a review (blog comments, feedback), without who wrote it. */
export const PUBLIC_REPLY_COLUMNS = `reply AS reply_text, ${isoTimestamp('replied_at')} AS reply_at`;
export interface PublicReplyColumns {
  reply_text: string | null;
  reply_at: string | null;
}

/** The row with `reply` in place of its reply columns, only when the hotel has replied. */
export function withPublicReply<T extends PublicReplyColumns>(row: T) {
  const { reply_text: text, reply_at: repliedAt, ...rest } = row;
  return text === null || repliedAt === null ? rest : { ...rest, reply: { text, replied_at: repliedAt } };
}
