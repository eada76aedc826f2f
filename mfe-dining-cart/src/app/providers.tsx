import { QueryClient, QueryClientProvider } from '@haveli/query';
import { type ReactNode } from 'react';

/** A server-state cache as this remote keeps one: a minute fresh, so data asked for ahead is used. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });

/** This remote's server-state cache, shared by all of its pages. */
export const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
