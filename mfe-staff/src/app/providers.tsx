import { QueryClient, QueryClientProvider } from '@haveli/query';
import { useEffect, type ReactNode } from 'react';
import { refreshOnQueueChanges } from './live-queues';

/** The back office reads live work (orders, requests): always afresh, and not retried into a wall of errors. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: true } },
  });

/** This remote's server-state cache, shared by all of its pages. */
export const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  // While a back-office screen is open, its lists follow the queues' live changes.
  useEffect(() => refreshOnQueueChanges(queryClient), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
