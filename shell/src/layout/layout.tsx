import { Outlet, ScrollRestoration, useLocation } from '@haveli/router';
import { type ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { Toaster } from './toaster';

export interface FrameProps {
  children: ReactNode;
  mainKey?: string;
}

/** What surrounds every screen; also drawn at build time around the first paints (src/first-paint.tsx). */
export function Frame({ children, mainKey }: FrameProps) {
  return (
    <>
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-white" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="haveli-main" key={mainKey} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

export function Layout() {
  const location = useLocation();
  return (
    <>
      {/* A fresh key per navigation: following a link to the page you are on reloads its view. */}
      <Frame mainKey={location.key}>
        <Outlet />
      </Frame>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
