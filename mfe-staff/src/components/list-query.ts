import type { SortDirection, StaffListQuery } from '@haveli/contracts';

/**
 * A staff list's search, status, sort and page as the address holds them; anything unreadable there is left
 * out (the API would refuse it).
 */
export function listQueryOf<Status extends string, Sort extends string>(
  params: URLSearchParams,
  statuses: readonly Status[],
  sorts: readonly Sort[],
): StaffListQuery<Status, Sort> {
  const page = Number(params.get('page'));
  const dir = params.get('dir');
  return {
    status: statuses.find((known) => known === params.get('status')),
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    sort: sorts.find((known) => known === params.get('sort')),
    dir: dir === 'asc' || dir === 'desc' ? (dir as SortDirection) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query as address parameters, leaving out what is unset and the first page. */
export function listParamsOf(
  query: StaffListQuery,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...extra,
    ...Object.fromEntries(
      Object.entries(query)
        .filter(([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1))
        .map(([key, value]) => [key, String(value)]),
    ),
  };
}
