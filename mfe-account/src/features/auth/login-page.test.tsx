// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import {
  ADDRESS_LINK_INVALID_MESSAGE,
  ADDRESS_TRUSTED_MESSAGE,
  STORAGE_KEYS,
  type Toast,
} from '@haveli/contracts';
import { dismissToast, getAuth, toasts$ } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { LoginPage } from './login-page';

const token = makeToken(guestClaims({ name: 'Asha Rao' }));

function WhereAmI() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/** The login page's own address, query included, as the router holds it. */
function LoginAddress() {
  const location = useLocation();
  return <p>Address: {`${location.pathname}${location.search}`}</p>;
}

/** In StrictMode, which renders the page and runs its effects twice, as the app's development build does. */
function renderLogin(from?: unknown, search = '') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={[{ pathname: '/login', search, state: from === undefined ? null : { from } }]}
        >
          <Routes>
            <Route
              path="/login"
              element={
                <>
                  <LoginPage />
                  <LoginAddress />
                </>
              }
            />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const toastsSeen: Toast[] = [];
let stopRecording = () => {};
beforeEach(() => {
  resetBrowser();
  toastsSeen.length = 0;
  const subscription = toasts$.subscribe((toast) => toastsSeen.push(toast));
  stopRecording = () => subscription.unsubscribe();
});
afterEach(() => {
  stopRecording();
  // The bus replays its latest toast to late subscribers: it must not reach the next test.
  toastsSeen.forEach((toast) => dismissToast(toast.id));
});

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
}

describe('LoginPage', () => {
  it('is titled USER LOGIN and links to registration', () => {
    mockApi();
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'USER LOGIN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows each validation message once its field is touched', async () => {
    const user = userEvent.setup();
    mockApi();
    renderLogin();

    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    await user.click(emailField());
    await user.click(passwordField());
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription('Email is required.');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription('Password is required.');

    await user.type(emailField(), 'asha@');
    expect(await screen.findByText('Enter a valid email.')).toBeInTheDocument();
  });

  it('keeps Login disabled until the form is valid', async () => {
    const user = userEvent.setup();
    mockApi();
    renderLogin();

    expect(loginButton()).toBeDisabled();
    await user.type(emailField(), 'asha@example.com');
    expect(loginButton()).toBeDisabled();
    await user.type(passwordField(), 'HaveliGuest#2026');
    expect(loginButton()).toBeEnabled();
  });

  it('shows and hides the password with a toggle button', async () => {
    const user = userEvent.setup();
    mockApi();
    renderLogin();

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(passwordField()).toHaveAttribute('type', 'password');

    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(passwordField()).toHaveAttribute('type', 'text');
  });

  it('logs in with the typed body, publishes the guest on the bus and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const sent = mockApi(() => ({
      status: 200,
      data: { success: true, data: { token, full_name: 'Asha Rao' } },
    }));
    renderLogin();

    await fillIn(user, 'asha@example.com', 'HaveliGuest#2026');
    await user.click(loginButton());

    expect(await screen.findByText('Now at /user-dashboard')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('post');
    expect(sent[0]?.url).toBe('auth/login');
    expect(JSON.parse(sent[0]?.data as string)).toEqual({
      email: 'asha@example.com',
      password: 'HaveliGuest#2026',
      remember: false,
    });
    expect(getAuth()).toMatchObject({ status: 'authenticated', user: { name: 'Asha Rao' } });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(toastsSeen).toEqual([
      expect.objectContaining({
        kind: 'success',
        message: 'Logged in successfully!',
        closable: true,
        durationMs: 5000,
      }),
    ]);
  });

  it('remembers the guest in local storage and returns to the page that sent them', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 200, data: { success: true, data: { token, full_name: 'Asha Rao' } } }));
    renderLogin({ pathname: '/user-booking', search: '?room=2', hash: '' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please log in to book your stay. You will come straight back to your booking, with your choices kept.',
    );

    await fillIn(user, 'asha@example.com', 'HaveliGuest#2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(loginButton());

    expect(await screen.findByText('Now at /user-booking')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
  });

  it('says nothing about coming back when no page sent the guest', () => {
    mockApi();
    renderLogin();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the guest when the credentials are refused and stays on the form', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ({
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' },
    }));
    renderLogin();

    await fillIn(user, 'asha@example.com', 'wrong-password');
    await user.click(loginButton());

    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(toastsSeen).toEqual([
      expect.objectContaining({
        kind: 'danger',
        message: 'Login failed. Please check your credentials.',
        durationMs: 7000,
      }),
    ]);
    expect(logged).toHaveBeenCalledWith('Login failed:', expect.objectContaining({ status: 401 }));
    // Said by the form as well, where the guest is looking, and it stays after the toast goes.
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
    expect(getAuth()).toEqual({ status: 'anonymous' });
    expect(screen.getByRole('heading', { name: 'USER LOGIN' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('opens a new-place link once, says the device may sign in, and takes the token out of the address', async () => {
    const user = userEvent.setup();
    const sent = mockApi((request) =>
      request.url === 'auth/address-link'
        ? { status: 200, data: { success: true, message: ADDRESS_TRUSTED_MESSAGE } }
        : { status: 200, data: { success: true, data: { token, full_name: 'Asha Rao' } } },
    );
    renderLogin({ pathname: '/user-booking', search: '?room=2', hash: '' }, '?address-link=t0k3n&lang=en');

    expect(await screen.findByText(ADDRESS_TRUSTED_MESSAGE)).toHaveRole('status');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'post', url: 'auth/address-link' });
    expect(JSON.parse(sent[0]?.data as string)).toEqual({ token: 't0k3n' });
    // The router's replace is a transition: it may commit after the answer shows.
    expect(await screen.findByText('Address: /login?lang=en')).toBeInTheDocument();

    // The form signs in as ever, and the page that sent the guest here is still where they go.
    await fillIn(user, 'asha@example.com', 'HaveliGuest#2026');
    await user.click(loginButton());
    expect(await screen.findByText('Now at /user-booking')).toBeInTheDocument();
    expect(sent.map((request) => request.url)).toEqual(['auth/address-link', 'auth/login']);
  });

  it('says why a used or expired link does not work, and leaves the form usable', async () => {
    const user = userEvent.setup();
    mockApi(() => ({
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', message: ADDRESS_LINK_INVALID_MESSAGE },
    }));
    renderLogin(undefined, '?address-link=used');

    expect(await screen.findByRole('alert')).toHaveTextContent(ADDRESS_LINK_INVALID_MESSAGE);
    expect(await screen.findByText('Address: /login')).toBeInTheDocument();
    await fillIn(user, 'asha@example.com', 'HaveliGuest#2026');
    expect(loginButton()).toBeEnabled();
  });
});
