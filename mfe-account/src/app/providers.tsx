import { QueryClient, QueryClientProvider } from '@haveli/query';
import { type ReactNode } from 'react';

/** This remote's server-state cache, shared by all of its pages. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
