import { type RemoteName, type RemotesConfig } from '@haveli/contracts';

/** Served beside the shell, so pointing a remote at a new build needs no shell rebuild. */
const CONFIG_URL = '/remotes.json';
const REMOTE_NAMES: RemoteName[] = ['content', 'account', 'diningCart'];

let pending: Promise<RemotesConfig> | undefined;

function parseConfig(body: unknown): RemotesConfig {
  const config = (typeof body === 'object' && body !== null ? body : {}) as Partial<RemotesConfig>;
  const remotes = (config.remotes ?? {}) as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    if (typeof remotes[name] !== 'string') throw new Error(`${CONFIG_URL} has no URL for ${name}`);
  }
  const timeout = config.loadTimeoutMs;
  return {
    remotes: remotes as RemotesConfig['remotes'],
    ...(typeof timeout === 'number' && timeout > 0 ? { loadTimeoutMs: timeout } : {}),
  };
}

async function fetchConfig(): Promise<RemotesConfig> {
  const response = await fetch(CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
  return parseConfig(await response.json());
}

/** Starts fetching the config once; later callers share the answer, and a failure is retried. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  if (!pending) {
    pending = fetchConfig();
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
