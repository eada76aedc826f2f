import type { SortDirection } from '@haveli/contracts';
import { ArrowDown, ArrowUp, Icon } from '@haveli/ui';

export interface SortHeaderProps<Sort extends string> {
  label: string;
  column: Sort;
  /** The list's sort now, and its direction. */
  sort: Sort | undefined;
  dir: SortDirection | undefined;
  /** The direction a first click on this column sorts by. */
  firstDir?: SortDirection;
  onSort: (sort: Sort, dir: SortDirection) => void;
}

/** A column heading that sorts the list on the server: a button, its order told to screen readers. */
export function SortHeader<Sort extends string>({
  label,
  column,
  sort,
  dir,
  firstDir = 'asc',
  onSort,
}: SortHeaderProps<Sort>) {
  const active = sort === column;
  const current = active ? (dir ?? firstDir) : undefined;
  const next: SortDirection = current ? (current === 'asc' ? 'desc' : 'asc') : firstDir;
  return (
    <th scope="col" aria-sort={current ? (current === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none text-nowrap"
        onClick={() => onSort(column, next)}
      >
        {label}
        {current && <Icon icon={current === 'asc' ? ArrowUp : ArrowDown} size={14} className="ms-1" />}
        <span className="visually-hidden">
          {current ? `, sorted ${current === 'asc' ? 'ascending' : 'descending'}` : ''}, sort{' '}
          {next === 'asc' ? 'ascending' : 'descending'}
        </span>
      </button>
    </th>
  );
}
