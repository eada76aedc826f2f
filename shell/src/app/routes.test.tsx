import { byRemote, type RemotesConfig } from '@haveli/contracts';
import { signIn } from '@haveli/api-client';
import { resetBrowser } from '@haveli/api-client/src/testing/reset';
import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { act, render, screen } from '@testing-library/react';
import { App } from './app';

const config: RemotesConfig = {
  remotes: byRemote(() => ''),
  routes: {
    content: [{ path: 'home', page: 'home', title: 'Home' }],
    account: [{ path: 'login', page: 'login', title: 'Login' }],
    diningCart: [{ path: 'user-orders', page: 'user-orders', title: 'Your Orders', signIn: true }],
    staff: [{ path: 'staff/kitchen', page: 'kitchen', title: 'Kitchen queue', staff: true }],
  },
};
// One promise, as the real loader keeps: React waits on it once.
let mockConfigLoaded: Promise<RemotesConfig> | undefined;
jest.mock('../federation/remotes-config', () => ({
  ...jest.requireActual('../federation/remotes-config'),
  loadRemotesConfig: () => (mockConfigLoaded ??= Promise.resolve(config)),
}));
// The remotes' code never comes: these tests are about where the table sends the guest.
const mockLoadRemotePages = jest.fn((_remote: string) => new Promise(() => undefined));
jest.mock('../federation/load-remote-pages', () => ({
  ...jest.requireActual('../federation/load-remote-pages'),
  loadRemotePages: (remote: string) => mockLoadRemotePages(remote),
}));

const signInAs = (role: string) =>
  signIn(makeToken(guestClaims({ sub: '7', name: 'Asha Rao', role })), 'Asha Rao', false);

async function open(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => render(<App />));
}

beforeAll(() => Object.defineProperty(window, 'scrollTo', { value: () => undefined, configurable: true }));
beforeEach(() => {
  resetBrowser();
  mockLoadRemotePages.mockClear();
});

describe('the route table the remotes publish', () => {
  it('sends a signed-out guest from a sign-in screen to /login, before loading its code', async () => {
    await open('/user-orders');
    expect(window.location.pathname).toBe('/login');
  });

  it.each(['/', '/no-such-screen', '/footer'])('sends %s to /home', async (path) => {
    await open(path);
    expect(window.location.pathname).toBe('/home');
  });

  it('sends a signed-out visitor from the back office to /login, before loading its code', async () => {
    await open('/staff/kitchen');
    expect(window.location.pathname).toBe('/login');
    expect(mockLoadRemotePages).not.toHaveBeenCalledWith('staff');
  });

  it('tells a signed-in guest the back office is for staff, without loading its code', async () => {
    signInAs('user');
    await open('/staff/kitchen');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'For hotel staff only' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/staff/kitchen');
    expect(mockLoadRemotePages).not.toHaveBeenCalledWith('staff');
  });

  it('loads the back office for a member of staff', async () => {
    signInAs('kitchen');
    await open('/staff/kitchen');
    expect(mockLoadRemotePages).toHaveBeenCalledWith('staff');
  });
});
