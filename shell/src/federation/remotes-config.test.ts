import type * as Config from './remotes-config';

const served = {
  remotes: {
    content: 'http://localhost:3001/r1/mf-manifest.json',
    account: 'http://localhost:3002/r1/mf-manifest.json',
    diningCart: 'http://localhost:3003/r1/mf-manifest.json',
    staff: 'http://localhost:3004/r1/mf-manifest.json',
  },
  routes: {
    content: [{ path: '/home', page: 'home', title: 'Home' }],
    account: [],
    diningCart: [{ path: '/menu', page: 'menu', title: 'Menu' }],
    staff: [],
  },
  loadTimeoutMs: 5000,
};

/** The module afresh: it keeps the config it read for the visit. */
function freshConfig(): typeof Config {
  let module: typeof Config | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof Config>('./remotes-config');
  });
  return module!;
}

/** The page as the site's server writes it: the config in a JSON script element. */
function writeIntoPage(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'haveli-remotes';
  element.textContent = text;
  document.head.append(element);
}

let fetched: jest.Mock;
beforeEach(() => {
  document.head.innerHTML = '';
  fetched = jest.fn(async () => ({ ok: true, status: 200, json: async () => served }));
  globalThis.fetch = fetched as unknown as typeof fetch;
});

describe("the shell's remotes config", () => {
  it('is read from the page the server wrote, with no request', async () => {
    writeIntoPage(JSON.stringify(served));
    const config = await freshConfig().loadRemotesConfig();
    expect(config.remotes.diningCart).toBe(served.remotes.diningCart);
    expect(freshConfig().routeEntries(config)).toContainEqual({
      path: '/menu',
      page: 'menu',
      title: 'Menu',
      remote: 'diningCart',
    });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('is fetched from /remotes.json when the page has none (a dev server), or one that does not read', async () => {
    await expect(freshConfig().loadRemotesConfig()).resolves.toMatchObject({ loadTimeoutMs: 5000 });
    expect(fetched).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });

    fetched.mockClear();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeIntoPage('{"remotes": {"content": 42}}');
    await expect(freshConfig().loadRemotesConfig()).resolves.toMatchObject({ loadTimeoutMs: 5000 });
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
