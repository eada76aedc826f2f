import { type RemotesConfig } from '@haveli/contracts';
import { auth$, getAuth } from '@haveli/event-bus';
import { Navigate, type RouteObject, useLocation, useRoutes } from '@haveli/router';
import { useStream } from '@haveli/ui';
import { type ReactNode, use } from 'react';
import { RemotePage } from '../federation/remote-page';
import { loadRemotesConfig, routeEntries } from '../federation/remotes-config';
import { Layout } from '../layout/layout';

const toHome = <Navigate to="/home" replace />;

/** A signed-out guest goes to /login first, which brings them back (`state.from`), before any code loads. */
function SignInFirst({ children }: { children: ReactNode }) {
  const auth = useStream(auth$, getAuth);
  const location = useLocation();
  if (auth.status !== 'authenticated') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/** The site's table, built at runtime: each path drawn by the remote that declares it (PRODUCT.md §3). */
function siteRoutes(config: RemotesConfig): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: toHome },
        ...routeEntries(config).map(({ path, remote, page, title, signIn }) => {
          const screen = <RemotePage key={`${remote}/${page}`} remote={remote} page={page} title={title} />;
          return { path, element: signIn ? <SignInFirst>{screen}</SignInFirst> : screen };
        }),
        // The spec's table names the layout parts as routes; both show on /home.
        { path: 'header', element: toHome },
        { path: 'footer', element: toHome },
        { path: '*', element: toHome },
      ],
    },
  ];
}

const tables = new WeakMap<RemotesConfig, RouteObject[]>();

/** Waits for the runtime config (fetched as the shell starts; the server's first paint stays meanwhile). */
export function SiteRoutes() {
  const config = use(loadRemotesConfig());
  let routes = tables.get(config);
  if (!routes) tables.set(config, (routes = siteRoutes(config)));
  return useRoutes(routes);
}
