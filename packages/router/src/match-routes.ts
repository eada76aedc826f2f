import type { ReactNode } from 'react';
import { decode } from './location';

export interface RouteObject {
  /** Relative to the parent's path; `:name` captures a segment, a final `*` the rest of the URL. */
  path?: string;
  /** Renders in the parent's Outlet when the URL is exactly the parent's path. */
  index?: boolean;
  /** Left out, the route renders its children's Outlet alone. */
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  pattern: RegExp;
  keys: string[];
  score: number;
  routes: RouteObject[];
}

const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Like react-router: case-insensitive, a trailing slash allowed, params decoded. */
function compile(path: string, index: boolean, routes: RouteObject[]): Branch {
  const keys: string[] = [];
  const segments = path.split('/');
  // react-router's ranking, so the most specific route wins whatever the order: a static segment beats a
  // `:param`, which beats a splat; an index route beats its parent.
  let score = segments.length + (index ? 2 : 0);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      keys.push('*');
      source += '(?:/(.*))?';
      score -= 2;
    } else if (segment.startsWith(':')) {
      keys.push(segment.slice(1));
      source += '/([^/]+)';
      score += 3;
    } else if (segment) {
      source += `/${escape(segment)}`;
      score += 10;
    } else score += 1;
  }
  return { pattern: new RegExp(`^${source}/*$`, 'i'), keys, score, routes };
}

function flatten(
  routes: RouteObject[],
  parentPath = '',
  parents: RouteObject[] = [],
  branches: Branch[] = [],
) {
  for (const route of routes) {
    const path = (route.path?.startsWith('/') ? route.path : `${parentPath}/${route.path ?? ''}`).replace(
      /\/\/+/g,
      '/',
    );
    const chain = [...parents, route];
    if (route.children) flatten(route.children, path, chain, branches);
    // A route without a path is only a layout: it matches through its children.
    if (route.path !== undefined || route.index) branches.push(compile(path, !!route.index, chain));
  }
  return branches;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

/** The chain of routes, outermost first, that renders `pathname`; null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = ranked.get(routes);
  if (!branches) {
    // Stable: among equal scores the first declared wins.
    branches = flatten(routes).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  for (const { pattern, keys, routes: chain } of branches) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => (params[key] = decode(found[index + 1] ?? '')));
    return chain.map((route) => ({ route, params }));
  }
  return null;
}
