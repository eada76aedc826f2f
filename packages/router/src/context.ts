import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import type { Params } from './match-routes';
import type { Router, RouterState } from './router';

export const RouterContext = createContext<Router | null>(null);

export interface RouteContextValue {
  /** What the matched child route renders: the Outlet's content. */
  outlet: ReactNode;
  params: Params;
}

export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

export function useRouter(): Router {
  const router = use(RouterContext);
  if (!router)
    throw new Error('@haveli/router: this component needs a RouterProvider (or MemoryRouter) above it');
  return router;
}

/** Re-renders the caller on every navigation. */
export function useRouterState(): RouterState {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => router.state);
}
