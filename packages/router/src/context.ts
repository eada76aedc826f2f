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
  const read = () => router.state;
  // The same reader on the server: first paints are rendered at build time (scripts/prerender.mjs).
  return useSyncExternalStore(router.subscribe, read, read);
}
