const path = require('node:path');
const semver = require('semver');

/**
 * The libraries every app shares: one copy at runtime, whichever app loads first. Each app asks for the
 * version range its package.json declares (`workspace:^1.0.0` asks for ^1.0.0) and offers the version
 * installed for it: both read from the packages, never typed by hand.
 *
 * rxjs is one copy too, but through its facade: only @haveli/event-bus imports it (a lint rule keeps it
 * so), and the bus is shared. Shared modules are not tree-shaken, so sharing rxjs itself would ship all
 * of it (~17 KB gzip) where the bus uses a few classes; @haveli/router does the same for react-router-dom.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@haveli/router',
  '@haveli/query',
  '@haveli/event-bus',
  '@haveli/api-client',
];

const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

function installedVersion(appDir, request) {
  const manifest = require.resolve(`${packageOf(request)}/package.json`, { paths: [appDir] });
  return require(manifest).version;
}

/** The range the app's package.json asks for. */
function declaredRange(appDir, request) {
  const manifest = require(path.join(appDir, 'package.json'));
  const range = { ...manifest.peerDependencies, ...manifest.dependencies }[packageOf(request)];
  if (!range) throw new Error(`${manifest.name} shares ${packageOf(request)} without depending on it`);
  return range.replace(/^workspace:/, '');
}

/**
 * Each app's offer and range for every shared library. With one Module Federation runtime on the page (the
 * shell's), the runtime checks a remote's consumption against the shell's own ranges only, so the shell
 * checks a remote's ranges itself (load-remote-pages.ts, from `sharedRanges` built into the remote) and
 * refuses a remote the page's copies do not suit: its area says it is unavailable and the error is logged,
 * rather than the remote calling a function an older copy lacks and getting `undefined`.
 */
function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((request) => [
      request,
      {
        singleton: true,
        version: installedVersion(appDir, request),
        requiredVersion: declaredRange(appDir, request),
      },
    ]),
  );
}

/** What the app's build says about its shared libraries: the version it offers and the range it needs. */
const sharedRanges = (appDir) =>
  Object.fromEntries(
    Object.entries(sharedSingletons(appDir)).map(([request, { version, requiredVersion }]) => [
      request,
      { version, requiredVersion },
    ]),
  );

/**
 * What a remote built in `remoteDir` would be refused, or load a copy of its own for, beside a shell built
 * in `hostDir`: each shared library whose version the shell offers is outside the remote's range.
 */
function sharedVersionMismatches(remoteDir, hostDir) {
  const offered = sharedSingletons(hostDir);
  return Object.entries(sharedSingletons(remoteDir))
    .filter(([request, { requiredVersion }]) => !semver.satisfies(offered[request].version, requiredVersion))
    .map(
      ([request, { requiredVersion }]) =>
        `${request}: needs ${requiredVersion}, the shell offers ${offered[request].version}`,
    );
}

module.exports = { sharedRanges, sharedSingletons, sharedVersionMismatches };
