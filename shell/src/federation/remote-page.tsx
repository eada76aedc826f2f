import { type RemoteName } from '@haveli/contracts';
import { ErrorState, LoadingState } from '@haveli/ui';
import { useLocation } from '@haveli/router';
import { type ComponentType, lazy, Suspense, useLayoutEffect, useState } from 'react';
import { dropFirstPaint, FirstPaint, firstPaintOf } from './first-paint';
import { loadRemotePages, RemoteUnavailableError } from './load-remote-pages';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** How each remote's area is named to the guest when it cannot load. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  content: 'This part of the site',
  account: 'Your guest account',
  diningCart: 'Dining and your cart',
};

function lazyPage(remote: RemoteName, page: string) {
  return lazy(async (): Promise<{ default: ComponentType }> => {
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
}

export interface RemotePageProps {
  remote: RemoteName;
  page: string;
}

/** One route's screen, loaded at runtime from the remote that owns it. */
export function RemotePage({ remote, page }: RemotePageProps) {
  // A new lazy component per attempt, because React.lazy remembers a rejected load forever.
  const [Page, setPage] = useState(() => lazyPage(remote, page));
  const { pathname } = useLocation();
  const painted = firstPaintOf(pathname);
  return (
    <RemoteErrorBoundary
      onRetry={() => {
        dropFirstPaint();
        setPage(() => lazyPage(remote, page));
      }}
      fallback={(retry) => (
        <div className="container">
          <ErrorState
            title="Temporarily unavailable"
            message={`${REMOTE_LABELS[remote]} is temporarily unavailable. Please try again in a moment.`}
            onRetry={retry}
          />
        </div>
      )}
    >
      <Suspense
        fallback={painted === undefined ? <LoadingState /> : <FirstPaint path={pathname} html={painted} />}
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
