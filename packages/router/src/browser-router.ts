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
  const router: Router = createRouter(routes, {
    initial: currentLocation(),
    write: (location, replace) =>
      window.history[replace ? 'replaceState' : 'pushState'](
        { usr: location.state, key: location.key } satisfies EntryState,
        '',
        createPath(location),
      ),
    go: (delta) => window.history.go(delta),
    listen: (onPop) =>
      window.addEventListener('popstate', () => {
        const next = currentLocation();
        const shown = router.state.location;
        // A fragment link (the skip link's "#main") adds an entry the browser made, without our key, on
        // the same screen: keep its view (and what the guest typed in it) rather than start it afresh.
        const fragmentOnly =
          !(window.history.state as EntryState | null)?.key &&
          next.pathname === shown.pathname &&
          next.search === shown.search;
        onPop(fragmentOnly ? { ...next, key: shown.key } : next);
      }),
  });
  return router;
}
