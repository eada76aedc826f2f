// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi, type SentRequest } from '@haveli/api-client/src/testing/mock-api';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { TWO_FACTOR_MESSAGES } from '@haveli/contracts';
import { getAuth } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { Route, Routes, useLocation } from '@haveli/router';
import { MemoryRouter } from '@haveli/router/src/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './login-page';

const token = makeToken(
  guestClaims({ name: 'Meera Rathore', role: 'manager', email: 'meera@haveli.example' }),
);
const EMAIL = 'meera@haveli.example';
const PASSWORD = 'Haveli#Manager2026';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

function WhereAmI() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderLogin() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bodyOf = (request: SentRequest | undefined) =>
  JSON.parse(String(request?.data)) as Record<string, unknown>;
const asked = (message: string, two_factor: object) => ({
  status: 401,
  data: { statusCode: 401, error: 'Unauthorized', message, two_factor },
});
const signedIn = (device_token?: string) => ({
  status: 200,
  data: {
    success: true,
    data: { token, full_name: 'Meera Rathore', ...(device_token ? { device_token } : {}) },
  },
});

/** A server that asks for a code unless the body carries `code` 246810 or the remembered device. */
function hotel(setup: boolean) {
  return mockApi((request) => {
    const body = bodyOf(request);
    if (body.deviceToken === 'device-1' || body.code === '246810') {
      return signedIn(body.rememberDevice ? 'device-1' : undefined);
    }
    if (setup) {
      const message = body.code ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.setupRequired;
      return asked(message, { step: 'setup', secret: SECRET, uri: 'otpauth://totp/Haveli:x', qr: QR });
    }
    return asked(body.code ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.codeRequired, {
      step: 'code',
    });
  });
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  resetBrowser();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('two-step sign-in', () => {
  it("sets a manager's authenticator app up, says when a code is wrong, and signs in with the right one", async () => {
    const user = userEvent.setup();
    const sent = hotel(true);
    renderLogin();
    await signInWithPassword(user);

    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code that adds Haveli to an authenticator app' }),
    ).toHaveAttribute('src', QR);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    // The email and password form is out of the way, and out of the keyboard's path.
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeWrong);
    expect(screen.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), '246 810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Now at /staff')).toBeInTheDocument();
    expect(bodyOf(sent.at(-1))).toEqual({
      email: EMAIL,
      password: PASSWORD,
      remember: false,
      code: '246810',
      rememberDevice: false,
    });
    expect(getAuth()).toMatchObject({ status: 'authenticated' });
  });

  it('remembers this browser when asked, and signs in there later without a code', async () => {
    const user = userEvent.setup();
    const sent = hotel(false);
    renderLogin();
    await signInWithPassword(user);
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '246810');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this browser for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Now at /staff')).toBeInTheDocument();
    expect(bodyOf(sent.at(-1))).toMatchObject({ code: '246810', rememberDevice: true });

    resetBrowserKeepingStorage();
    renderLogin();
    await signInWithPassword(user);
    expect(await screen.findAllByText('Now at /staff')).not.toHaveLength(0);
    expect(bodyOf(sent.at(-1))).toEqual({
      email: EMAIL,
      password: PASSWORD,
      remember: false,
      deviceToken: 'device-1',
    });
  });

  it('goes back to the email and password as typed', async () => {
    const user = userEvent.setup();
    hotel(false);
    renderLogin();
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Back to email and password' }));
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});

/** A new page in the same browser: the screen is gone, local storage (the remembered browser) stays. */
function resetBrowserKeepingStorage() {
  const kept = localStorage.getItem('haveli.trusted-devices');
  document.body.innerHTML = '';
  resetBrowser();
  if (kept) localStorage.setItem('haveli.trusted-devices', kept);
}
