import { createKey, type Location, type NavigateOptions, resolvePath, type To } from './location';
import type { RouteObject } from './match-routes';

/** POP: the browser's back or forward (or the first page shown); PUSH and REPLACE: a navigation here. */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  action: Action;
  location: Location;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  /** A path (or a number of history entries to go back or forward, e.g. -1). */
  navigate(to: To | number, options?: NavigateOptions): void;
  /** The window's scroll position as each history entry was left, by location key. */
  readonly scrollPositions: Record<string, number>;
}

/** Where the entries live: the browser's history, or an array in memory. */
export interface History {
  initial: Location;
  write(location: Location, replace: boolean): void;
  go(delta: number): void;
  /** Called with the entry moved to by `go` (or by the browser's back and forward). */
  listen(onPop: (location: Location) => void): void;
}

export function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<() => void>();
  const scrollPositions: Record<string, number> = {};
  let state: RouterState = { action: 'POP', location: history.initial };

  const update = (action: Action, location: Location) => {
    // Read before React renders the next page, which may be shorter and clamp the scroll.
    scrollPositions[state.location.key] = window.scrollY;
    state = { action, location };
    listeners.forEach((listener) => listener());
  };
  history.listen((location) => update('POP', location));

  return {
    routes,
    scrollPositions,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, { replace = false, state: entryState = null } = {}) {
      if (typeof to === 'number') return history.go(to);
      const location = { ...resolvePath(to, state.location), state: entryState, key: createKey() };
      history.write(location, replace);
      update(replace ? 'REPLACE' : 'PUSH', location);
    },
  };
}
