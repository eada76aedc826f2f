import { guestClaims, makeToken } from '@haveli/api-client/src/testing/tokens';
import { byRemote, type RemotesConfig } from '@haveli/contracts';
import type * as LoadRemotePages from './load-remote-pages';
import type * as Preload from './preload';

jest.mock('./load-remote-pages', () => ({ loadRemotePages: jest.fn() }));

const route = (path: string) => ({ path, page: path.split('/')[0]!, title: path });
const config: RemotesConfig = {
  remotes: byRemote(() => ''),
  routes: {
    content: [route('home'), route('blog/:slug')],
    account: [route('login'), route('register'), route('edit-profile/:userId')],
    diningCart: [route('menu'), route('cart')],
    staff: [{ ...route('staff/kitchen'), staff: true }],
  },
};
jest.mock('./remotes-config', () => ({
  ...jest.requireActual('./remotes-config'),
  loadRemotesConfig: () => Promise.resolve(config),
}));

/** The config is read first: a preload starts a moment after the guest's gesture. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// A fresh module per test: which remotes were warmed up is the module's own state.
let load: jest.MockedFunction<typeof LoadRemotePages.loadRemotePages>;
let preload: typeof Preload;
// The bus the isolated preload module reads, signed in through its own api-client.
let signInAs: (role: string) => void;

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Go</span>';
  document.body.append(anchor);
  return anchor;
}

const point = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

let stop: () => void;
beforeEach(async () => {
  await jest.isolateModulesAsync(async () => {
    load = jest.mocked((await import('./load-remote-pages')).loadRemotePages);
    preload = await import('./preload');
    const { signIn } = await import('@haveli/api-client');
    signInAs = (role) => signIn(makeToken(guestClaims({ role })), 'Asha Rao', false);
  });
  stop = preload.preloadOnIntent();
});
afterEach(() => {
  stop();
  sessionStorage.clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

it('knows which remote draws a path, parameters and case included', async () => {
  const { routeEntries } = await import('./remotes-config');
  const remoteOf = (path: string) => preload.remoteOf(routeEntries(config), path);
  expect(remoteOf('/login')).toBe('account');
  expect(remoteOf('/Menu/')).toBe('diningCart');
  expect(remoteOf('/blog/amber-fort')).toBe('content');
  expect(remoteOf('/edit-profile/7')).toBe('account');
  expect(remoteOf('/nowhere')).toBeUndefined();
});

it('starts loading a remote once when a guest points at a link to one of its screens', async () => {
  load.mockResolvedValue({ contractVersion: 1, pages: {} });
  point(link('/menu').firstElementChild!);
  await settled();
  link('/cart').dispatchEvent(new Event('focusin', { bubbles: true }));
  await settled();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('diningCart');
});

it('never warms the back office up for a visitor or a guest, only for staff', async () => {
  load.mockResolvedValue({ contractVersion: 1, pages: {} });
  point(link('/staff/kitchen'));
  await settled();
  signInAs('user');
  point(link('/staff/kitchen'));
  await settled();
  expect(load).not.toHaveBeenCalled();
  signInAs('front_desk');
  point(link('/staff/kitchen'));
  await settled();
  expect(load).toHaveBeenCalledWith('staff');
});

it('leaves other sites and paths no remote draws alone', async () => {
  point(link('https://example.com/menu'));
  point(link('/nowhere'));
  await settled();
  expect(load).not.toHaveBeenCalled();
});

it('tries again on the next intent when a warm-up failed', async () => {
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ contractVersion: 1, pages: {} });
  point(link('/login'));
  await settled();
  point(link('/register'));
  await settled();
  expect(load).toHaveBeenCalledTimes(2);
});

it('stops listening when asked', async () => {
  stop();
  point(link('/login'));
  await settled();
  expect(load).not.toHaveBeenCalled();
});
