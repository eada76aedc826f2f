import { documentTitle, type RemoteName } from '@haveli/contracts';
import { LoadingState } from '@haveli/ui';
import { useLocation } from '@haveli/router';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { dropFirstPaint, FirstPaint, firstPaintOf } from './first-paint';
import { loadRemotePages, RemoteUnavailableError } from './load-remote-pages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * One lazy component per page for the whole visit: a page shown before is drawn at once when the guest comes
 * back to it, where a new React.lazy would suspend again (and show "Loading…") on every visit. React.lazy
 * remembers a rejection forever: Retry (`fresh`) makes a new one.
 */
const loadedPages = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(remote: RemoteName, page: string, { fresh = false } = {}) {
  const id = `${remote}/${page}`;
  const known = loadedPages.get(id);
  if (known && !fresh) return known;
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => {
    const { pages, release } = await loadRemotePages(remote);
    const Page = pages[page];
    if (!Page) throw new RemoteUnavailableError(remote, `it exposes no page "${page}"`);
    // Marks the area with the remote and build that drew it, for QA and for support.
    const RemoteArea = () => {
      // Drawn: from now on the first paint would only stand in for a screen that has moved on.
      useLayoutEffect(dropFirstPaint, []);
      return (
        <div className="remote-area" data-remote={remote} data-release={release}>
          <Page />
        </div>
      );
    };
    return { default: RemoteArea };
  });
  loadedPages.set(id, Lazy);
  return Lazy;
}

export interface RemotePageProps {
  remote: RemoteName;
  page: string;
  /** The page's title, without the site's name. */
  title: string;
}

/** One route's screen, loaded at runtime from the remote that owns it (inside a `RemotePages`). */
export function RemotePage({ remote, page, title }: RemotePageProps) {
  const [Page, setPage] = useState(() => lazyPage(remote, page));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <RemoteErrorBoundary
      onRetry={() => {
        dropFirstPaint();
        setPage(() => lazyPage(remote, page, { fresh: true }));
      }}
      fallback={(retry) => (
        <div className="container">
          <RemoteUnavailable remote={remote} onRetry={retry} />
        </div>
      )}
    >
      <Page />
    </RemoteErrorBoundary>
  );
}

/**
 * Where remote pages are drawn. Only the first screen of a visit waits here, showing the server's first paint
 * of it (or "Loading…" where there is none): the router moves between pages in a React transition, so a page
 * whose code or data is still coming keeps the one before on screen until it is ready.
 */
export function RemotePages({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const painted = firstPaintOf(pathname);
  return (
    <Suspense
      fallback={painted === undefined ? <LoadingState /> : <FirstPaint path={pathname} html={painted} />}
    >
      {children}
    </Suspense>
  );
}
