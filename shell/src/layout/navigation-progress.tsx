import { useLocation } from '@haveli/router';
import { useEffect, useState } from 'react';

/** The browser's Navigation API (Chromium 102+, Firefox 147+, Safari 26.2+): it reports every URL change. */
type NavigationEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
const navigationApi = (): NavigationEvents | undefined =>
  (window as Window & { navigation?: NavigationEvents }).navigation;

const addressBar = () => window.location.pathname + window.location.search;

/**
 * A thin bar at the top while the address bar is already at a new page and the old one is still shown (the
 * new page's code or data is on its way). It shows only after a moment (styles.scss), so a hop between
 * pages already loaded, drawn at once, never flashes it. Without the Navigation API there is no bar; the
 * old page simply stays until the new one is ready.
 */
export function NavigationProgress() {
  const { pathname, search } = useLocation();
  const [requested, setRequested] = useState(addressBar);
  useEffect(() => {
    const navigation = navigationApi();
    const onChange = () => setRequested(addressBar());
    navigation?.addEventListener('currententrychange', onChange);
    return () => navigation?.removeEventListener('currententrychange', onChange);
  }, []);
  if (requested === pathname + search) return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading the next page" />;
}
