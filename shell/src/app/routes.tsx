import { documentTitle, isStaffRole, type RemotesConfig } from '@haveli/contracts';
import { Link, Navigate, type RouteObject, useRoutes } from '@haveli/router';
import { SignedInOnly } from '@haveli/ui';
import { type ReactNode, use, useEffect } from 'react';
import { RemotePage } from '../federation/remote-page';
import { loadRemotesConfig, routeEntries } from '../federation/remotes-config';
import { Layout } from '../layout/layout';

const toHome = <Navigate to="/home" replace />;

export const STAFF_ONLY_TITLE = 'For hotel staff only';
export const STAFF_ONLY_PAGE_MESSAGE =
  'This page is for the hotel’s staff. Please sign in with a staff account.';

/**
 * The back office: a visitor signs in first; a guest is told the page is for staff. Neither fetches any of the
 * staff remote's code (the API refuses them too, whatever the browser does).
 */
function StaffFirst({ children }: { children: ReactNode }) {
  return <SignedInOnly>{(user) => (isStaffRole(user.role) ? children : <StaffOnly />)}</SignedInOnly>;
}

function StaffOnly() {
  useEffect(() => {
    document.title = documentTitle(STAFF_ONLY_TITLE);
  }, []);
  return (
    <section className="container py-5" aria-labelledby="staff-only-title">
      <h1 id="staff-only-title" className="display-6 section-title">
        {STAFF_ONLY_TITLE}
      </h1>
      <p className="lead">{STAFF_ONLY_PAGE_MESSAGE}</p>
      <Link to="/home" className="btn btn-primary">
        Back to the home page
      </Link>
    </section>
  );
}

/** The site's table, built at runtime: each path drawn by the remote that declares it (PRODUCT.md §3). */
function siteRoutes(config: RemotesConfig): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: toHome },
        ...routeEntries(config).map(({ path, remote, page, title, signIn, staff }) => {
          const screen = <RemotePage key={`${remote}/${page}`} remote={remote} page={page} title={title} />;
          if (staff) return { path, element: <StaffFirst>{screen}</StaffFirst> };
          return { path, element: signIn ? <SignedInOnly>{screen}</SignedInOnly> : screen };
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
