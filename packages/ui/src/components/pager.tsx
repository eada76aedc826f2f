import { totalPages as countPages } from '@haveli/contracts';
import type { MouseEvent } from 'react';

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Show numbered page buttons as well as Previous/Next. */
  numbered?: boolean;
  label?: string;
}

/**
 * SPEC §4 paging: Previous only above 1, Next only below the last page, 'Page X of Y'. A list with one page
 * shows no pager at all. Changing page brings the list's top into view (the section the pager closes), so
 * the guest reads the new page from its start instead of staying at the bottom of the page.
 */
export function Pager({
  page,
  total,
  pageSize,
  onPageChange,
  numbered = false,
  label = 'Pages',
}: PagerProps) {
  const pages = countPages(total, pageSize);
  const go = (target: number, event: MouseEvent<HTMLButtonElement>) => {
    if (target < 1 || target > pages || target === page) return;
    onPageChange(target);
    const nav = event.currentTarget.closest('nav');
    const list = nav?.closest('section') ?? nav?.parentElement;
    // At once: a smooth scroll is cut short when the new page's rows replace the old ones under it.
    list?.scrollIntoView?.({ block: 'start' });
  };
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="d-flex flex-wrap align-items-center gap-2 my-3">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page <= 1}
        onClick={(event) => go(page - 1, event)}
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
            onClick={(event) => go(number, event)}
          >
            {number}
          </button>
        ))}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={page >= pages}
        onClick={(event) => go(page + 1, event)}
      >
        Next
      </button>
      <span className="small text-secondary" aria-live="polite">
        Page {page} of {pages}
      </span>
    </nav>
  );
}
