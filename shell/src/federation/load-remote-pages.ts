import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  PAGES_EXPOSE,
  REMOTE_CONTRACT_VERSION,
  type RemoteName,
  type RemotePagesModule,
} from '@haveli/contracts';
import { loadRemotesConfig } from './remotes-config';

/** How long a remote may take before its area says it is unavailable. */
export const REMOTE_TIMEOUT_MS = 10_000;

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

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteUnavailableError(remote, `no answer in ${REMOTE_TIMEOUT_MS} ms`)),
      REMOTE_TIMEOUT_MS,
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
  // Registered lazily, on first use, so a remote nobody visits is never fetched. A retry registers it
  // again with `force`, which drops the failed entry Module Federation would otherwise keep.
  registerRemotes([{ name: remote, entry: config[remote] }], { force: registered.has(remote) });
  registered.add(remote);
  const exposed = await withTimeout(
    loadRemote<{ default?: RemotePagesModule }>(`${remote}/${PAGES_EXPOSE.slice(2)}`),
    remote,
  );
  const pages = exposed?.default;
  if (!pages) throw new RemoteUnavailableError(remote, 'its entry did not load');
  if (pages.contractVersion !== REMOTE_CONTRACT_VERSION) {
    throw new RemoteUnavailableError(
      remote,
      `built for contract ${String(pages.contractVersion)}, the shell speaks ${REMOTE_CONTRACT_VERSION}`,
    );
  }
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
