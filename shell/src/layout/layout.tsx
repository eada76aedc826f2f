import { Outlet, ScrollRestoration } from '@haveli/router';
import { Fragment, type ReactNode, useLayoutEffect } from 'react';
import { restoreFirstPaintFocus } from '../federation/first-paint';
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
      <a className="skip-link visually-hidden-focusable" href="#main">
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
  // In the commit that replaces the server's page, before the browser paints or takes the next key.
  useLayoutEffect(() => restoreFirstPaintFocus(), []);
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
