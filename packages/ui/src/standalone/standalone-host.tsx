import { type RemoteName, type RemotePagesModule, type RouteDefinition } from '@haveli/contracts';
import { Suspense, useState } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@haveli/router';
import { SignedInOnly } from '../auth/signed-in-only';
import { LoadingState } from '../components/loading-state';

export interface StandaloneHostProps {
  remote: RemoteName;
  module: RemotePagesModule;
  /** The remote's own route list (its `src/expose/routes.json`). */
  routes: readonly RouteDefinition[];
}

/** A button for each dialog the remote exposes, opening it as the shell would. */
function StandaloneDialogs({ dialogs = {} }: Pick<RemotePagesModule, 'dialogs'>) {
  const [shown, setShown] = useState<string | null>(null);
  return Object.entries(dialogs).map(([key, Dialog]) => (
    <li className="nav-item" key={key}>
      <button type="button" className="btn btn-outline-light btn-sm" onClick={() => setShown(key)}>
        {key}
      </button>
      {shown === key && (
        <Suspense fallback={null}>
          <Dialog open onClose={() => setShown(null)} />
        </Suspense>
      )}
    </li>
  ));
}

/**
 * The minimal host a remote's team uses to run it alone: its own routes and dialogs and the sign-in guard, no
 * shell.
 */
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
            <StandaloneDialogs dialogs={module.dialogs} />
          </ul>
        </nav>
      </header>
      <main id="main" className="haveli-main">
        <Suspense fallback={<LoadingState />}>
          <Routes>
            {own.map(({ path, page, signIn, staff }) => {
              const Page = module.pages[page];
              const screen = Page ? <Page /> : null;
              // Signed in first, as in the composed site (the API checks the role).
              const element = signIn || staff ? <SignedInOnly>{screen}</SignedInOnly> : screen;
              return <Route key={path} path={path} element={element} />;
            })}
            <Route path="*" element={<Navigate to={first} replace />} />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}
