import { requests$ } from '@haveli/event-bus';
import { ErrorState } from '@haveli/ui';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from '@haveli/router';
import { RemoteErrorBoundary } from '../federation/remote-error-boundary';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  useEffect(() => {
    const subscription = requests$.subscribe((request) => {
      if (request.type === 'navigate')
        void router.navigate(request.to, { replace: request.replace ?? false });
    });
    return () => subscription.unsubscribe();
  }, []);
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
      <RouterProvider router={router} />
    </RemoteErrorBoundary>
  );
}
