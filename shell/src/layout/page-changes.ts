import { useLocation } from '@haveli/router';
import { useEffect, useRef, useState } from 'react';

const hrefOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  pathname + search + hash;

/**
 * A key for the page's view that changes only when the guest navigates to the URL already shown (each
 * navigation is a new history entry, with a new location key): that reloads the view, as SPEC §2 asks. Any
 * other change of URL, a query string included, keeps the page and lets it read the new URL.
 */
export function useViewKey(): number {
  const location = useLocation();
  const [view, setView] = useState({ key: location.key, href: hrefOf(location), reloads: 0 });
  if (view.key !== location.key) {
    const href = hrefOf(location);
    setView({ key: location.key, href, reloads: view.reloads + (href === view.href ? 1 : 0) });
  }
  return view.reloads;
}

/**
 * Whether focus is still where the navigation left it: nowhere (the page that held it is gone), in the
 * page, or on the link followed. Anywhere else the guest has moved it on while the new page was coming.
 */
function focusLeftBehind(main: HTMLElement | null, href: string): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || main?.contains(active)) return true;
  return (
    active instanceof HTMLAnchorElement &&
    new URL(active.href).pathname + new URL(active.href).search === href
  );
}

/**
 * After a navigation, focus goes to the new page's heading (a screen reader reads it out; the next Tab
 * starts from the page, not from the link followed), or to the page itself when it has none. The first
 * page of a visit keeps the browser's own focus, and so does a guest who moved focus elsewhere (the
 * header's menu, say) while the new page was still loading.
 */
export function useFocusOnNewPage(): void {
  const { key, pathname, search } = useLocation();
  const focusedFor = useRef(key);
  useEffect(() => {
    if (focusedFor.current === key) return;
    focusedFor.current = key;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!heading || !focusLeftBehind(main, pathname + search)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // The scroll position is ScrollRestoration's to set.
    heading.focus({ preventScroll: true });
  }, [key, pathname, search]);
}
