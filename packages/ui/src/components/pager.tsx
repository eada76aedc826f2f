import { totalPages as countPages } from '@haveli/contracts';

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Show numbered page buttons as well as Previous/Next. */
  numbered?: boolean;
  label?: string;
}

/** SPEC §4 paging: Previous only above 1, Next only below the last page, 'Page X of Y'. */
export function Pager({
  page,
  total,
  pageSize,
  onPageChange,
  numbered = false,
  label = 'Pages',
}: PagerProps) {
  const pages = countPages(total, pageSize);
  const go = (target: number) => {
    if (target >= 1 && target <= pages && target !== page) onPageChange(target);
  };
  return (
    <nav aria-label={label} className="d-flex flex-wrap align-items-center gap-2 my-3">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        Previous
      </button>
      {numbered &&
        Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <button
            key={number}
            type="button"
            className={`btn btn-sm ${number === page ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => go(number)}
          >
            {number}
          </button>
        ))}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        Next
      </button>
      <span className="small text-secondary" aria-live="polite">
        Page {page} of {pages}
      </span>
    </nav>
  );
}
