import { SORT_DIRECTIONS, type SortDirection } from '@haveli/contracts';
import { useSearchParams } from '@haveli/router';

export interface ListParams<S extends string> {
  q: string;
  sort: S;
  dir: SortDirection;
  page: number;
}

/**
 * A server-paged list's search, sort and page as the address holds them (so a link or Back shows the same
 * list); anything unreadable there falls back to the first sort, in `defaultDir` order (ascending unless
 * said), page 1.
 */
export function useListParams<S extends string>(
  sorts: readonly [S, ...S[]],
  prefix = '',
  defaultDir: SortDirection = 'asc',
) {
  const [params, setParams] = useSearchParams();
  const read = (key: string) => params.get(`${prefix}${key}`);
  const sort = sorts.find((known) => known === read('sort')) ?? sorts[0];
  const page = Number(read('page'));
  const list: ListParams<S> = {
    q: read('q')?.slice(0, 100) ?? '',
    sort,
    dir: SORT_DIRECTIONS.find((known) => known === read('dir')) ?? defaultDir,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
  const apply = (changes: Partial<ListParams<S>> & Record<string, string | number | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries({ page: 1, ...changes })) {
        const name = ['q', 'sort', 'dir', 'page'].includes(key) ? `${prefix}${key}` : key;
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  };
  return { list, params, apply };
}
