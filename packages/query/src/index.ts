/**
 * TanStack Query as every app uses it: one shared singleton, holding only what the apps import. Module
 * Federation does not tree-shake a shared package, so sharing @tanstack/react-query itself ships all of it
 * (hydration, infinite and parallel queries, suspense hooks…) to every first screen; the apps share this
 * facade instead, as @haveli/router does for react-router-dom. Add an export when a screen needs one.
 */
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
