import { useLayoutEffect } from 'react';
import { useRouter, useRouterState } from './context';
import { decode } from './location';

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

/**
 * Back and forward return to where the guest had scrolled on that page; any other navigation starts at
 * the top, or at the element the URL's #hash names. Positions survive a reload through sessionStorage.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { action, location } = useRouterState();

  useLayoutEffect(() => {
    // The browser would restore before the page it returns to has rendered.
    window.history.scrollRestoration = 'manual';
    // Positions saved since this page loaded win over those stored before it.
    Object.assign(router.scrollPositions, storedPositions(), { ...router.scrollPositions });
    const save = () => {
      router.scrollPositions[router.state.location.key] = window.scrollY;
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(router.scrollPositions));
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    const saved = action === 'POP' ? router.scrollPositions[location.key] : undefined;
    const anchor = location.hash && document.getElementById(decode(location.hash.slice(1)));
    if (saved !== undefined) return scrollWhenTallEnough(saved);
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [router, action, location]);

  return null;
}
