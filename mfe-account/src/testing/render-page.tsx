import { signIn } from '@haveli/api-client';
import { type Reply, mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import type { CurrentUser, Toast } from '@haveli/contracts';
import { dismissToast, toasts$ } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';

/** The guest most tests sign in as. */
export const ASHA: CurrentUser = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  role: 'user',
  contact: '+91 98290 12345',
  address: 'C-24, Tilak Nagar',
  city: 'Jaipur',
  country: 'India',
  pincode: '302004',
};

export function signInAs(user: Pick<CurrentUser, 'id' | 'name' | 'email'> = ASHA): void {
  signIn(
    makeToken(guestClaims({ sub: String(user.id), name: user.name, email: user.email })),
    user.name,
    false,
  );
}

function WhereAmI() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.state ? ` from ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

/**
 * Renders a screen at `path` (matched by `route`) as the shell would, with a fresh query cache; `state` is the
 * router state a page that navigated there gave.
 */
export function renderPage(
  page: ReactElement,
  { path = '/', route = path, state }: { path?: string; route?: string; state?: unknown } = {},
) {
  const [pathname = '/', search = ''] = path.split('?');
  const entry = state === undefined ? path : { pathname, search: search ? `?${search}` : '', state };
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A request as it left the client, e.g. to read its params. */
type SentRequest = ReturnType<typeof mockApi>[number];

export type Routes = Record<string, Reply | ((config: SentRequest) => Reply)>;

/** Answers `METHOD url` (e.g. 'get user/7') from a table; anything else is a 404, so a wrong call shows up. */
export function mockRoutes(routes: Routes) {
  return mockApi((config) => {
    const answer = routes[`${config.method} ${config.url}`];
    if (answer === undefined)
      return { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'no route' } };
    return typeof answer === 'function' ? answer(config) : answer;
  });
}

export const sentBody = (config: SentRequest | undefined): unknown => JSON.parse(String(config?.data));

/** Records the toasts raised during a test, and takes them down after it (the bus replays the latest). */
export function recordToasts(): Toast[] {
  const seen: Toast[] = [];
  let subscription: { unsubscribe(): void } | undefined;
  beforeEach(() => {
    resetBrowser();
    seen.length = 0;
    subscription = toasts$.subscribe((toast) => seen.push(toast));
  });
  afterEach(() => {
    subscription?.unsubscribe();
    seen.forEach((toast) => dismissToast(toast.id));
  });
  return seen;
}
