import type * as LoadRemotePages from './load-remote-pages';
import type * as Preload from './preload';

jest.mock('./load-remote-pages', () => ({ loadRemotePages: jest.fn() }));

// A fresh module per test: which remotes were warmed up is the module's own state.
let load: jest.MockedFunction<typeof LoadRemotePages.loadRemotePages>;
let preload: typeof Preload;

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
  });
  stop = preload.preloadOnIntent();
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

it('knows which remote draws a path, parameters and case included', () => {
  expect(preload.remoteOf('/login')).toBe('account');
  expect(preload.remoteOf('/Menu/')).toBe('diningCart');
  expect(preload.remoteOf('/blog/amber-fort')).toBe('content');
  expect(preload.remoteOf('/edit-profile/7')).toBe('account');
  expect(preload.remoteOf('/nowhere')).toBeUndefined();
});

it('starts loading a remote once when a guest points at a link to one of its screens', async () => {
  load.mockResolvedValue({ contractVersion: 1, pages: {} });
  point(link('/menu').firstElementChild!);
  link('/cart').dispatchEvent(new Event('focusin', { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('diningCart');
});

it('leaves other sites and paths no remote draws alone', () => {
  point(link('https://example.com/menu'));
  point(link('/nowhere'));
  expect(load).not.toHaveBeenCalled();
});

it('tries again on the next intent when a warm-up failed', async () => {
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ contractVersion: 1, pages: {} });
  point(link('/login'));
  await Promise.resolve();
  await Promise.resolve();
  point(link('/register'));
  expect(load).toHaveBeenCalledTimes(2);
});

it('stops listening when asked', () => {
  stop();
  point(link('/login'));
  expect(load).not.toHaveBeenCalled();
});
