import type { RemoteName, RemotesConfig } from '@haveli/contracts';

/** Served beside the shell, so pointing a remote at a new build needs no shell rebuild. */
const CONFIG_URL = '/remotes.json';
const REMOTE_NAMES: RemoteName[] = ['content', 'account', 'diningCart'];

let pending: Promise<RemotesConfig> | undefined;

async function fetchConfig(): Promise<RemotesConfig> {
  const response = await fetch(CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${CONFIG_URL} is not an object`);
  const entries = body as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    if (typeof entries[name] !== 'string') throw new Error(`${CONFIG_URL} has no URL for ${name}`);
  }
  return entries as RemotesConfig;
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
