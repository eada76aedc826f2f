import { ROUTES } from '@haveli/contracts';
import { Navigate, type RouteObject, useRoutes } from '@haveli/router';
import { RemotePage } from '../federation/remote-page';
import { Layout } from '../layout/layout';

const toHome = <Navigate to="/home" replace />;

/** SPEC §2's route table: each path rendered by the remote PRODUCT.md §3 gives it. */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: toHome },
      ...ROUTES.map(({ path, remote, page, title }) => ({
        path,
        element: <RemotePage key={`${remote}/${page}`} remote={remote} page={page} title={title} />,
      })),
      // The spec's table names the layout parts as routes; both show on /home.
      { path: 'header', element: toHome },
      { path: 'footer', element: toHome },
      { path: '*', element: toHome },
    ],
  },
];

export function SiteRoutes() {
  return useRoutes(routes);
}
