import { totalPages } from '@haveli/contracts';
import { useState } from 'react';

/**
 * Pages a list the API sends whole: the rows of the current page and the props for `Pager`. The page stays
 * within range when the list shrinks (e.g. after a cancellation empties the last page).
 */
export function usePagedRows<Row>(rows: readonly Row[], pageSize: number) {
  const [page, setPage] = useState(1);
  const current = Math.min(page, totalPages(rows.length, pageSize));
  return {
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    pager: { page: current, total: rows.length, pageSize, onPageChange: setPage },
  };
}
