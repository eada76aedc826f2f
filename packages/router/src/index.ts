/**
 * The router every app shares, as one singleton: the shell's route table and the remotes' links and hooks
 * must read the same history. Our own, holding only what the site uses (react-router's data router cost
 * every page ~30 KB gzip): the same names and behaviour as react-router 7 for that part. Shared modules
 * are not tree-shaken, so add an export only when a screen needs one; tests take MemoryRouter and Routes
 * from './testing', which no page loads.
 */
export { createBrowserRouter } from './browser-router';
export { useLocation, useNavigate, useParams, useSearchParams } from './hooks';
export { Link, NavLink } from './link';
export type { Location, NavigateOptions, To } from './location';
export type { RouteObject } from './match-routes';
export { Navigate } from './navigate';
export { Outlet, RouterProvider } from './route-tree';
export { ScrollRestoration } from './scroll-restoration';
