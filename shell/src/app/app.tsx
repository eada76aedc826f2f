import { requests$ } from '@haveli/event-bus';
import { ErrorState } from '@haveli/ui';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from '@haveli/router';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';
import { SiteRoutes } from './routes';

/** Follows the navigations a remote asks for on the bus. */
function NavigationRequests() {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = requests$.subscribe((request) => {
      if (request.type === 'navigate') void navigate(request.to, { replace: request.replace ?? false });
    });
    return () => subscription.unsubscribe();
  }, [navigate]);
  return null;
}

export function App() {
  return (
    // Remote pages keep failures in their own area; this catches the rest (the header, the layout), so a
    // bug there shows a way out rather than a blank page.
    <RemoteErrorBoundary
      onRetry={() => window.location.reload()}
      fallback={(retry) => (
        <main className="container py-5">
          <ErrorState
            title="Something went wrong"
            message="This page could not be shown. Please reload it."
            onRetry={retry}
          />
        </main>
      )}
    >
      <BrowserRouter>
        <NavigationRequests />
        <SiteRoutes />
      </BrowserRouter>
    </RemoteErrorBoundary>
  );
}
