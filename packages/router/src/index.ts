/**
 * The router every app shares, as one singleton: the shell's route table and the remotes' links and hooks
 * must use the same instance of react-router. Shared modules are not tree-shaken, so the apps share this
 * facade instead of react-router-dom itself: the shared copy holds only what the site uses (a lint rule
 * keeps app code importing from here). Add an export when a screen needs one.
 */
export {
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
