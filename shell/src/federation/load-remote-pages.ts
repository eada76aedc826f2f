import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  DEFAULT_REMOTE_TIMEOUT_MS,
  PAGES_EXPOSE,
  REMOTE_CONTRACT_VERSION,
  type RemoteName,
  type RemotePagesModule,
} from '@haveli/contracts';
import { fallbackPlugin } from './plugins/fallback-plugin';
import { retryPlugin } from './plugins/retry-plugin';
import { stylesPlugin } from './plugins/styles-plugin';
import { unmetSharedRanges } from './shared-versions';
import { loadRemotesConfig } from './remotes-config';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`Remote "${remote}" is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

const loaded = new Map<RemoteName, Promise<RemotePagesModule>>();
const registered = new Set<RemoteName>();
let pluginsRegistered = false;

/**
 * The three layers of failure handling: these plugins retry and stand in, the loader below times out
 * and checks the contract, and RemoteErrorBoundary catches what still goes wrong while rendering. The
 * styles plugin leaves a remote's stylesheets to the loader that waits for them.
 */
function registerRuntimePlugins() {
  if (pluginsRegistered) return;
  registerPlugins([retryPlugin(), fallbackPlugin(), stylesPlugin()]);
  pluginsRegistered = true;
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteUnavailableError(remote, `no answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function fetchPages(remote: RemoteName): Promise<RemotePagesModule> {
  const config = await loadRemotesConfig();
  registerRuntimePlugins();
  // Registered lazily, on first use, so a remote nobody visits is never fetched. A retry registers it
  // again with `force`, which drops the failed entry Module Federation would otherwise keep.
  registerRemotes([{ name: remote, entry: config.remotes[remote] }], { force: registered.has(remote) });
  registered.add(remote);
  const exposed = await withTimeout(
    loadRemote<{ default?: RemotePagesModule }>(`${remote}/${PAGES_EXPOSE.slice(2)}`),
    remote,
    config.loadTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS,
  );
  const pages = exposed?.default;
  if (!pages) throw new RemoteUnavailableError(remote, 'its entry did not load');
  if (pages.unavailable) throw new RemoteUnavailableError(remote, pages.unavailable);
  if (pages.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw new RemoteUnavailableError(
      remote,
      `built for contract ${String(pages.contractVersion)}, the shell speaks ${REMOTE_CONTRACT_VERSION}`,
    );
  }
  const unmet = unmetSharedRanges(pages.shared);
  if (unmet.length > 0) throw new RemoteUnavailableError(remote, `it needs ${unmet.join(', ')}`);
  return pages;
}

/** The pages a remote exposes; a failed load is forgotten so that Retry really tries again. */
export function loadRemotePages(remote: RemoteName): Promise<RemotePagesModule> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = fetchPages(remote);
    loaded.set(remote, pending);
    pending.catch(() => loaded.delete(remote));
  }
  return pending;
}
