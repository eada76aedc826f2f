import type * as Loader from './load-remote-pages';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTRACT_VERSION } from '@haveli/contracts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const config = {
  remotes: {
    content: 'http://localhost:3001/mf-manifest.json',
    account: 'http://localhost:3002/mf-manifest.json',
    diningCart: 'http://localhost:3003/mf-manifest.json',
    staff: 'http://localhost:3004/mf-manifest.json',
  },
  loadTimeoutMs: 5000,
};

function freshLoader(): typeof Loader {
  let loader: typeof Loader | undefined;
  jest.isolateModules(() => {
    loader = jest.requireActual<typeof Loader>('./load-remote-pages');
  });
  return loader!;
}

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  // jsdom has no fetch: answer /remotes.json the way the shell's server does.
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => config,
  })) as unknown as typeof fetch;
});

describe('loading a remote at runtime', () => {
  it('registers the remote from the served config on first use, then loads its pages', async () => {
    const pages = { contractVersion: REMOTE_CONTRACT_VERSION, pages: {} };
    jest.mocked(loadRemote).mockResolvedValue({ default: pages });
    await expect(freshLoader().loadRemotePages('account')).resolves.toBe(pages);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'account', entry: config.remotes.account }], {
      force: false,
    });
    expect(loadRemote).toHaveBeenCalledWith('account/pages');
  });

  it('refuses a remote built against another contract version', async () => {
    jest
      .mocked(loadRemote)
      .mockResolvedValue({ default: { contractVersion: REMOTE_CONTRACT_VERSION + 1, pages: {} } });
    await expect(freshLoader().loadRemotePages('content')).rejects.toThrow(/contract/);
  });

  it("treats the fallback plugin's stand-in as unavailable, so that Retry loads again", async () => {
    jest.mocked(loadRemote).mockResolvedValue({
      default: { contractVersion: REMOTE_CONTRACT_VERSION, pages: {}, unavailable: 'offline' },
    });
    await expect(freshLoader().loadRemotePages('account')).rejects.toThrow(/offline/);
  });

  it('forgets a failed load, and registers again with force on the retry', async () => {
    const loader = freshLoader();
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
    await expect(loader.loadRemotePages('diningCart')).rejects.toThrow('offline');
    jest
      .mocked(loadRemote)
      .mockResolvedValue({ default: { contractVersion: REMOTE_CONTRACT_VERSION, pages: {} } });
    await expect(loader.loadRemotePages('diningCart')).resolves.toBeDefined();
    expect(jest.mocked(registerRemotes).mock.calls[1]?.[1]).toEqual({ force: true });
  });

  it('gives up on a remote that does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
      const loader = freshLoader();
      const pending = loader.loadRemotePages('content');
      const outcome = expect(pending).rejects.toThrow(/no answer/);
      await jest.advanceTimersByTimeAsync(config.loadTimeoutMs);
      await outcome;
    } finally {
      jest.useRealTimers();
    }
  });
});
