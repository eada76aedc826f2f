import { isStaffRole, type RemoteName, type RouteEntry } from '@haveli/contracts';
import { getAuth } from '@haveli/event-bus';
import { matchPath } from '@haveli/router';
import { loadRemotePages } from './load-remote-pages';
import { loadRemotesConfig, routeEntries } from './remotes-config';

/**
 * The remote that draws the screen at `pathname`, if a remote does: matched as the router matches it. A staff
 * screen counts only for a member of staff: no one else ever fetches the back office's code.
 */
export function remoteOf(routes: RouteEntry[], pathname: string): RemoteName | undefined {
  const route = routes.find(({ path }) => matchPath(`/${path}`, pathname));
  if (route?.staff) {
    const auth = getAuth();
    if (auth.status !== 'authenticated' || !isStaffRole(auth.user.role)) return undefined;
  }
  return route?.remote;
}

const warming = new Set<RemoteName>();

/** Starts loading a remote's code, once, so what needs it next (a screen, a dialog) waits for less. */
export function warmRemote(remote: RemoteName): void {
  if (warming.has(remote)) return;
  warming.add(remote);
  // A failed warm-up costs nothing: the screen itself loads (and reports) again when it is opened.
  loadRemotePages(remote).catch(() => warming.delete(remote));
}

/** Starts loading the code of the remote behind `href`, once, so following the link waits for less. */
export function preloadRemoteFor(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  void loadRemotesConfig().then(
    (config) => {
      const remote = remoteOf(routeEntries(config), url.pathname);
      if (remote) warmRemote(remote);
    },
    () => undefined,
  );
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * A remote's code is fetched when first needed: the route it draws, or a guest pointing at, focusing or
 * touching a link to one of its screens (the moment before a click, enough to hide most of the load).
 */
export function preloadOnIntent(target: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) preloadRemoteFor(link.href);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, onIntent, { passive: true });
  return () => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, onIntent));
}
