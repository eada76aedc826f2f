import { Outlet, ScrollRestoration, useLocation } from '@haveli/router';
import { Footer } from './footer';
import { Header } from './header';
import { Toaster } from './toaster';

export function Layout() {
  const location = useLocation();
  return (
    <>
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white" href="#main">
        Skip to content
      </a>
      <Header />
      {/* A fresh key per navigation: following a link to the page you are on reloads its view. */}
      <main id="main" className="haveli-main" key={location.key} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
