import {
  parseRouteList,
  REMOTE_NAMES,
  type RemoteName,
  type RemotesConfig,
  type RouteDefinition,
  type RouteEntry,
} from '@haveli/contracts';

/** Served beside the shell, so pointing a remote at a new build needs no shell rebuild. */
const CONFIG_URL = '/remotes.json';
/**
 * The same config written into the page by the site's server (`scripts/serve.mjs`, a JSON script element,
 * which runs nothing): the shell reads it without a round trip. Dev servers leave it out; it is fetched then.
 */
export const INLINE_CONFIG_ID = 'haveli-remotes';

let pending: Promise<RemotesConfig> | undefined;

function parseConfig(body: unknown): RemotesConfig {
  const config = (typeof body === 'object' && body !== null ? body : {}) as Partial<RemotesConfig>;
  const remotes = (config.remotes ?? {}) as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    if (typeof remotes[name] !== 'string') throw new Error(`${CONFIG_URL} has no URL for ${name}`);
  }
  const given = (config.routes ?? {}) as Record<string, unknown>;
  const routes: RemotesConfig['routes'] = {};
  for (const name of REMOTE_NAMES) {
    if (given[name] !== undefined) routes[name] = parseRouteList(given[name], `${CONFIG_URL} (${name})`);
  }
  const timeout = config.loadTimeoutMs;
  return {
    remotes: remotes as RemotesConfig['remotes'],
    routes,
    ...(typeof timeout === 'number' && timeout > 0 ? { loadTimeoutMs: timeout } : {}),
  };
}

/**
 * A remote served from another host (a CDN) has its route list there, beside its manifest, where the site's
 * server could not read it. A list that cannot be had leaves that remote's screens out: the rest works.
 */
async function routesBesideManifest(name: RemoteName, manifestUrl: string): Promise<RouteDefinition[]> {
  const url = new URL('routes.json', manifestUrl).href;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseRouteList(await response.json(), url);
  } catch (error) {
    console.error(`The ${name} remote's screens are left out:`, error);
    return [];
  }
}

/** The page's own copy of the config, if it has one that reads. */
function inlineConfig(): RemotesConfig | undefined {
  const text = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseConfig(JSON.parse(text));
  } catch (error) {
    console.error(`The page's remotes config is unreadable; ${CONFIG_URL} is asked instead:`, error);
    return undefined;
  }
}

async function fetchConfig(): Promise<RemotesConfig> {
  let config = inlineConfig();
  if (!config) {
    const response = await fetch(CONFIG_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
    config = parseConfig(await response.json());
  }
  const { routes, remotes } = config;
  await Promise.all(
    REMOTE_NAMES.filter((name) => !routes[name]).map(async (name) => {
      routes[name] = await routesBesideManifest(name, remotes[name]);
    }),
  );
  return config;
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

/** Every live remote's routes, as their releases publish them. */
export function routeEntries(config: RemotesConfig): RouteEntry[] {
  return REMOTE_NAMES.flatMap((remote) =>
    (config.routes[remote] ?? []).map((route) => ({ ...route, remote })),
  );
}
