import { type RemotesConfig } from '@haveli/contracts';
import { act, render } from '@testing-library/react';
import { App } from './app';

const config: RemotesConfig = {
  remotes: { content: '', account: '', diningCart: '' },
  routes: {
    content: [{ path: 'home', page: 'home', title: 'Home' }],
    account: [{ path: 'login', page: 'login', title: 'Login' }],
    diningCart: [{ path: 'user-orders', page: 'user-orders', title: 'Your Orders', signIn: true }],
  },
};
// One promise, as the real loader keeps: React waits on it once.
let mockConfigLoaded: Promise<RemotesConfig> | undefined;
jest.mock('../federation/remotes-config', () => ({
  ...jest.requireActual('../federation/remotes-config'),
  loadRemotesConfig: () => (mockConfigLoaded ??= Promise.resolve(config)),
}));
// The remotes' code never comes: these tests are about where the table sends the guest.
jest.mock('../federation/load-remote-pages', () => ({
  ...jest.requireActual('../federation/load-remote-pages'),
  loadRemotePages: () => new Promise(() => undefined),
}));

async function open(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => render(<App />));
}

beforeAll(() => Object.defineProperty(window, 'scrollTo', { value: () => undefined, configurable: true }));

describe('the route table the remotes publish', () => {
  it('sends a signed-out guest from a sign-in screen to /login, before loading its code', async () => {
    await open('/user-orders');
    expect(window.location.pathname).toBe('/login');
  });

  it.each(['/', '/no-such-screen', '/footer'])('sends %s to /home', async (path) => {
    await open(path);
    expect(window.location.pathname).toBe('/home');
  });
});
