import type { SortDirection } from '@haveli/contracts';

export interface SortHeaderProps<S extends string> {
  label: string;
  column: S;
  sort: S;
  dir: SortDirection;
  onSort: (sort: S, dir: SortDirection) => void;
}

/** A column heading that sorts the list by its column; a second press turns the order round. */
export function SortHeader<S extends string>({ label, column, sort, dir, onSort }: SortHeaderProps<S>) {
  const active = sort === column;
  return (
    <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
        onClick={() => onSort(column, active && dir === 'asc' ? 'desc' : 'asc')}
      >
        {label}
        <span aria-hidden="true">{active ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        <span className="visually-hidden">{active ? ', sorted' : ', sort'}</span>
      </button>
    </th>
  );
}
