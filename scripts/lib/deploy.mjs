import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

const REGISTRY = JSON.parse(
  readFileSync(join(ROOT, 'packages', 'contracts', 'remote-registry.json'), 'utf8'),
);

/**
 * The remotes, each deployed alone (packages/contracts/remote-registry.json): its folder (`app`), its name in
 * the shell's config, its own origin (`portVariable`, `defaultPort`, `urlVariable`).
 */
export const REMOTES = Object.entries(REGISTRY.remotes).map(([name, remote]) => ({ name, ...remote }));

/**
 * Each remote's port variable for a site whose shell listens on `shellPort`, every remote as far from the shell
 * as by default (as `remotePortsBeside` in packages/contracts does for TypeScript).
 */
export const remotePortsBeside = (shellPort) =>
  Object.fromEntries(
    REMOTES.map(({ portVariable, defaultPort }) => [
      portVariable,
      String(shellPort + defaultPort - REGISTRY.shellPort),
    ]),
  );

export const findRemote = (appOrName) =>
  REMOTES.find(({ app, name }) => app === appOrName || name === appOrName);

const routeLists = new Map();

/**
 * The route list a release published (its `routes.json`, from the remote's src/expose/routes.json), or null
 * when it has none. A release never changes once published, so each is read once.
 */
export function releaseRoutes(remote, release) {
  const file = join(deployDir(), remote.app, release, 'routes.json');
  if (!routeLists.has(file)) {
    let routes = null;
    try {
      routes = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // Not published (yet): the shell asks for it beside the remote's manifest, and leaves it out if absent.
    }
    if (routes !== null) routeLists.set(file, routes);
    return routes;
  }
  return routeLists.get(file);
}

/** The static host: one folder per remote holding every published release, and which one is live. */
export const deployDir = () => process.env.DEPLOY_DIR ?? join(ROOT, '.deploy');
const releasesFile = () => join(deployDir(), 'releases.json');

export function readReleases() {
  try {
    return JSON.parse(readFileSync(releasesFile(), 'utf8'));
  } catch {
    return {};
  }
}

/** Switches the live release of one remote; the shell sees it on its next page load. */
export function activateRelease(remote, release) {
  if (!existsSync(join(deployDir(), remote.app, release, 'mf-manifest.json'))) {
    throw new Error(`${remote.app} has no published release "${release}" in ${deployDir()}.`);
  }
  const releases = { ...readReleases(), [remote.name]: release };
  const temporary = `${releasesFile()}.${process.pid}.tmp`;
  // Written aside and renamed, so a page load never reads half a file.
  writeFileSync(temporary, `${JSON.stringify(releases, null, 2)}\n`);
  renameSync(temporary, releasesFile());
}

/**
 * Copies a remote's build into its own release folder, named by its label and a hash of its manifest
 * (which names every hashed chunk), so that the same build always lands in the same folder.
 */
export function publishRelease(remote, label = process.env.HAVELI_RELEASE ?? appVersion(remote)) {
  const dist = join(ROOT, remote.app, 'dist');
  const manifest = join(dist, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`${remote.app}/dist has no mf-manifest.json: build it first.`);
  const hash = createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 8);
  const release = `${label}-${hash}`;
  const target = join(deployDir(), remote.app, release);
  if (!existsSync(target)) {
    mkdirSync(join(deployDir(), remote.app), { recursive: true });
    cpSync(dist, `${target}.partial`, { recursive: true });
    renameSync(`${target}.partial`, target);
  }
  return release;
}

export const appVersion = (remote) =>
  JSON.parse(readFileSync(join(ROOT, remote.app, 'package.json'), 'utf8')).version;

export const liveRelease = (remote) => readReleases()[remote.name];
