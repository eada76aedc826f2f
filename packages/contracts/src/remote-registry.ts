import registry from '../remote-registry.json';

/** A remote's name in Module Federation, in `/remotes.json` and in budgets.json: a key of the registry. */
export type RemoteName = keyof typeof registry.remotes;

/** One remote as `remote-registry.json` lists it (its `about` says what each field is for). */
export interface RemoteEntry {
  name: RemoteName;
  app: string;
  label: string;
  defaultPort: number;
  portVariable: string;
  urlVariable: string;
  sampleRoute: string;
}

/** Every remote of the site, in the registry's order. */
export const REMOTES: readonly RemoteEntry[] = (Object.keys(registry.remotes) as RemoteName[]).map(
  (name) => ({ name, ...registry.remotes[name] }),
);

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map(({ name }) => name);

/** One value for each remote, keyed by its name. */
export const byRemote = <T>(valueOf: (remote: RemoteEntry) => T): Record<RemoteName, T> =>
  Object.fromEntries(REMOTES.map((remote) => [remote.name, valueOf(remote)])) as Record<RemoteName, T>;

/** The words that start a remote's "temporarily unavailable" message. */
export const remoteLabel = (name: RemoteName): string => registry.remotes[name].label;

/**
 * Each remote's port variable for a site whose shell listens on `shellPort`, every remote as far from the shell
 * as by default: two sites side by side need only their shells' ports apart.
 */
export const remotePortsBeside = (shellPort: number): Record<string, string> =>
  Object.fromEntries(
    REMOTES.map(({ portVariable, defaultPort }) => [
      portVariable,
      String(shellPort + defaultPort - registry.shellPort),
    ]),
  );
