import { ErrorState, LoadingState } from '@haveli/ui';
import type { UseQueryResult } from '@haveli/query';
import type { ReactNode } from 'react';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Announced while the first answer is on its way. */
  loading: string;
  /** What failed, in the guest's words; the server's message and a Retry follow. */
  errorTitle: string;
  /** Shown instead of the content when `isEmpty` says there is nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The loading, failed (with Retry) and empty states every list of the content screens has. */
export function QueryState<T>({ query, loading, errorTitle, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    return (
      <ErrorState title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) {
    return <p className="text-center text-secondary py-4 mb-0">{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
