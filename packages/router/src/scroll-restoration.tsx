import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'haveli-scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const GUEST_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

/**
 * Scrolls to `y`; if the page is still too short (its remote's screen still loading), again each time it
 * grows, until it gets there or the guest scrolls on their own. Returns how to stop early.
 */
function scrollWhenTallEnough(y: number): (() => void) | undefined {
  const reached = () => window.scrollY >= y - 1;
  window.scrollTo(0, y);
  if (reached()) return;
  const inputs = new AbortController();
  const growth = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reached()) stop();
  });
  const stop = () => {
    growth.disconnect();
    inputs.abort();
  };
  growth.observe(document.body);
  for (const type of GUEST_INPUT)
    window.addEventListener(type, stop, { signal: inputs.signal, passive: true });
  return stop;
}

const decode = (fragment: string) => {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
};

/**
 * Back and forward return to where the guest had scrolled on that page; any other navigation starts at
 * the top, or at the element the URL's #hash names. Positions survive a reload through sessionStorage.
 * react-router's own ScrollRestoration needs its data router, and restores only once, which is too early
 * for a remote's screen drawn after its code arrives.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shownKey = useRef(location.key);

  useLayoutEffect(() => {
    // The browser would restore before the page it returns to has rendered.
    window.history.scrollRestoration = 'manual';
    const saved = (positions.current = storedPositions());
    // Kept as the guest scrolls: by the time the router has changed the page, the old one may be gone.
    const remember = () => (saved[shownKey.current] = window.scrollY);
    const store = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const saved = action === 'POP' ? positions.current?.[location.key] : undefined;
    const anchor = location.hash && document.getElementById(decode(location.hash.slice(1)));
    if (saved !== undefined) return scrollWhenTallEnough(saved);
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [action, location]);

  return null;
}
