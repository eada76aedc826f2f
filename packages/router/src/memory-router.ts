import { createKey, type Location, resolvePath } from './location';
import type { RouteObject } from './match-routes';
import { createRouter, type Router } from './router';

export type InitialEntry = string | (Partial<Location> & { pathname: string });

export interface MemoryRouterOptions {
  initialEntries?: InitialEntry[];
  /** Which entry is shown first; the last by default. */
  initialIndex?: number;
}

/** A router whose history is an array: for tests, where there is no address bar to drive. */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex }: MemoryRouterOptions = {},
): Router {
  const entries: Location[] = initialEntries.map((entry) => ({
    ...resolvePath(entry, { pathname: '/', search: '', hash: '' }),
    state: typeof entry === 'string' ? null : (entry.state ?? null),
    key: createKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let onPop: (location: Location) => void = () => {};
  return createRouter(routes, {
    initial: entries[index]!,
    write: (location, replace) => {
      if (!replace) index += 1;
      entries.splice(index, replace ? 1 : entries.length, location);
    },
    go: (delta) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      onPop(entries[index]!);
    },
    listen: (listener) => (onPop = listener),
  });
}
