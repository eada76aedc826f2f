import { ROUTES, type RemoteName, type RemotePagesModule } from '@haveli/contracts';
import { Suspense, useState } from 'react';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider } from '@haveli/router';
import { LoadingState } from '../components/loading-state';

export interface StandaloneHostProps {
  remote: RemoteName;
  module: RemotePagesModule;
}

/** The minimal host a remote's team uses to run it alone: its own routes, no shell. */
export function createStandaloneRouter({ remote, module }: StandaloneHostProps) {
  const own = ROUTES.filter((route) => route.remote === remote);
  const first = own[0]?.path ?? '';
  return createBrowserRouter([
    {
      element: (
        <>
          <header className="haveli-header">
            <nav className="container navbar navbar-dark" aria-label={`${remote} pages`}>
              <span className="navbar-brand">Haveli · {remote} (standalone)</span>
              <ul className="nav">
                {own
                  .filter((route) => !route.path.includes(':'))
                  .map((route) => (
                    <li className="nav-item" key={route.path}>
                      <Link className="nav-link" to={`/${route.path}`}>
                        {route.path}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          </header>
          <main id="main" className="haveli-main">
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </main>
        </>
      ),
      children: [
        { index: true, element: <Navigate to={`/${first}`} replace /> },
        ...own.map(({ path, page }) => {
          const Page = module.pages[page];
          return { path, element: Page ? <Page /> : null };
        }),
        { path: '*', element: <Navigate to={`/${first}`} replace /> },
      ],
    },
  ]);
}

export function StandaloneHost(props: StandaloneHostProps) {
  const [router] = useState(() => createStandaloneRouter(props));
  return <RouterProvider router={router} />;
}
