import { publishAuth } from '@haveli/event-bus';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { act, render, screen } from '@testing-library/react';
import { SignedInOnly } from './signed-in-only';

const ASHA = { id: '7', name: 'Asha Rao', email: 'asha@example.com', role: 'user' } as const;

function LoginPage() {
  const { state } = useLocation();
  return (
    <p>Login, back to {JSON.stringify((state as { from?: { pathname?: string } } | null)?.from?.pathname)}</p>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/user-booking"
          element={
            <SignedInOnly>
              <h1>Your bookings</h1>
            </SignedInOnly>
          }
        />
        <Route
          path="/orders"
          element={<SignedInOnly>{(user) => <h1>{user.name}’s orders</h1>}</SignedInOnly>}
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => act(() => publishAuth({ status: 'anonymous' })));

describe('SignedInOnly', () => {
  it('sends a visitor to /login, remembering where they were going, without drawing the screen', () => {
    renderAt('/user-booking');
    expect(screen.getByText('Login, back to "/user-booking"')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your bookings' })).not.toBeInTheDocument();
  });

  it('shows the screen to a signed-in user, and leaves it when they sign out', () => {
    publishAuth({ status: 'authenticated', user: ASHA, expiresAt: Date.now() / 1000 + 3600 });
    renderAt('/user-booking');
    expect(screen.getByRole('heading', { name: 'Your bookings' })).toBeInTheDocument();

    act(() => publishAuth({ status: 'anonymous' }));
    expect(screen.getByText('Login, back to "/user-booking"')).toBeInTheDocument();
  });

  it('gives a screen that asks for it the signed-in user', () => {
    publishAuth({ status: 'authenticated', user: ASHA, expiresAt: Date.now() / 1000 + 3600 });
    renderAt('/orders');
    expect(screen.getByRole('heading', { name: 'Asha Rao’s orders' })).toBeInTheDocument();
  });
});
