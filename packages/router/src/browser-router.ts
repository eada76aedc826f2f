import { createPath, type Location } from './location';
import type { RouteObject } from './match-routes';
import { createRouter, type Router } from './router';

/** What each entry keeps in `history.state`, in react-router's shape so entries it made still read. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as EntryState;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/** The site's router, on the browser's address bar and history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, {
    initial: currentLocation(),
    write: (location, replace) =>
      window.history[replace ? 'replaceState' : 'pushState'](
        { usr: location.state, key: location.key } satisfies EntryState,
        '',
        createPath(location),
      ),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => window.addEventListener('popstate', () => onPop(currentLocation())),
  });
}
