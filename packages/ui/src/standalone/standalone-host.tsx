import { type RemoteName, type RemotePagesModule, type RouteDefinition } from '@haveli/contracts';
import { Suspense } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@haveli/router';
import { LoadingState } from '../components/loading-state';

export interface StandaloneHostProps {
  remote: RemoteName;
  module: RemotePagesModule;
  /** The remote's own route list (its `src/expose/routes.json`). */
  routes: readonly RouteDefinition[];
}

/** The minimal host a remote's team uses to run it alone: its own routes, no shell. */
export function StandaloneHost({ remote, module, routes: own }: StandaloneHostProps) {
  const first = `/${own[0]?.path ?? ''}`;
  return (
    <BrowserRouter>
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
          <Routes>
            {own.map(({ path, page }) => {
              const Page = module.pages[page];
              return <Route key={path} path={path} element={Page ? <Page /> : null} />;
            })}
            <Route path="*" element={<Navigate to={first} replace />} />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}
