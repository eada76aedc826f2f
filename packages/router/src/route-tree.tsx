import { type ReactNode, use } from 'react';
import { RouteContext, RouterContext, useRouterState } from './context';
import { matchRoutes, type RouteObject } from './match-routes';
import type { Router } from './router';

/** Renders the routes matching the current URL, each parent showing its child through `<Outlet />`. */
export function RouteTree({ routes }: { routes: RouteObject[] }): ReactNode {
  const { pathname } = useRouterState().location;
  return (matchRoutes(routes, pathname) ?? []).reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext value={{ outlet, params }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext>
    ),
    null,
  );
}

export function RouterProvider({ router }: { router: Router }) {
  return (
    <RouterContext value={router}>
      <RouteTree routes={router.routes} />
    </RouterContext>
  );
}

export const Outlet = (): ReactNode => use(RouteContext).outlet;
