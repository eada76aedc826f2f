/**
 * react-router-dom as every app uses it: one shared singleton (shell and remotes read one router context),
 * holding only what the apps import. Module Federation does not tree-shake a shared package, so the apps
 * share this facade rather than react-router-dom itself (a lint rule keeps them here), as @haveli/event-bus
 * does for rxjs: add an export when a screen needs one. Declarative routing only: the data router
 * (createBrowserRouter, loaders, actions) would add ~18 KB gzip to every page and the site has no use for it.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type Location,
  type NavigateOptions,
  type PathMatch,
  type RouteObject,
  type To,
} from 'react-router-dom';
export { ScrollRestoration } from './scroll-restoration';
