import type { PageQuery, Paged } from '@haveli/contracts';
import { http, type RequestOptions } from './http';

/** The spec's `get_with_pagination` lists: `page` and `limit` in, `{ data, total }` out. */
export async function getPaged<T>(
  path: string,
  query: PageQuery,
  { signal }: RequestOptions = {},
): Promise<Paged<T>> {
  const { data } = await http.get<Paged<T>>(path, { params: query, signal });
  return data;
}
