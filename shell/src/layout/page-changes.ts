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
 * After a navigation, focus goes to the new page's heading (a screen reader reads it out; the next Tab
 * starts from the page, not from the link followed), or to the page itself when it has none. The first
 * page of a visit keeps the browser's own focus.
 */
export function useFocusOnNewPage(): void {
  const { key } = useLocation();
  const focusedFor = useRef(key);
  useEffect(() => {
    if (focusedFor.current === key) return;
    focusedFor.current = key;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    // The scroll position is ScrollRestoration's to set.
    heading.focus({ preventScroll: true });
  }, [key]);
}
