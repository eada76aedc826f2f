import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';

/** Shows where the page under test has navigated to, for `currentUrl()`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output hidden data-testid="current-url">
      {pathname}
      {search}
    </output>
  );
}

export const currentUrl = () => screen.getByTestId('current-url').textContent;

/** Renders a page as the shell would: a fresh query cache (no retries) and a router at `url`. */
export function renderPage(ui: ReactElement, { url = '/', path }: { url?: string; path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path={path ?? url.split('?')[0]} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
