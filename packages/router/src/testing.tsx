import { Children, isValidElement, type ReactNode, useState } from 'react';
import { RouterContext } from './context';
import type { RouteObject } from './match-routes';
import { createMemoryRouter, type MemoryRouterOptions } from './memory-router';
import { RouteTree } from './route-tree';

/**
 * A router whose history starts at `initialEntries` and lives in memory: for tests, and for drawing
 * screens at build time (the first paints of scripts/prerender.mjs).
 */
export function MemoryRouter({ children, ...options }: MemoryRouterOptions & { children?: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], options));
  return <RouterContext value={router}>{children}</RouterContext>;
}

export type RouteProps = Pick<RouteObject, 'path' | 'index' | 'element'>;

/** Declares a route inside `<Routes>`; renders nothing itself. */
export const Route = (_props: RouteProps): ReactNode => null;

const routesOf = (children: ReactNode): RouteObject[] =>
  Children.toArray(children)
    .filter(isValidElement<RouteProps>)
    .map(({ props }) => props);

/** A route table written as JSX, matched against the router above it. */
export const Routes = ({ children }: { children?: ReactNode }) => <RouteTree routes={routesOf(children)} />;
