import { Outlet, ScrollRestoration } from '@haveli/router';
import { Fragment, type ReactNode } from 'react';
import { RemotePages } from '../federation/remote-page';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { Toaster } from './toaster';
import { useFocusOnNewPage, useViewKey } from './page-changes';

/** What surrounds every screen; also drawn at build time around the first paints (src/first-paint.tsx). */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="haveli-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

export function Layout() {
  useFocusOnNewPage();
  return (
    <>
      <NavigationProgress />
      <Frame>
        <RemotePages>
          {/* Following a link to the page already shown draws it afresh; a new query string does not. */}
          <Fragment key={useViewKey()}>
            <Outlet />
          </Fragment>
        </RemotePages>
      </Frame>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
