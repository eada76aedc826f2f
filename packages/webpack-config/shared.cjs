const path = require('node:path');

/**
 * The libraries every app shares as singletons: one copy at runtime, whichever app loads first.
 * Versions come from the packages actually installed for the app, never typed by hand.
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
  '@tanstack/react-query',
  '@haveli/event-bus',
  '@haveli/api-client',
];

function installedVersion(appDir, request) {
  const packageName = request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : request.split('/')[0];
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [appDir] });
  return require(manifest).version;
}

/**
 * A remote asks for the major version it was built with, and is warned if the page holds another. The
 * shell asks for none: it registers its own copies before anything else loads, so it always gets them,
 * and checking would only cost its boot a semver parse per library (~35 ms at 4x CPU throttling).
 */
function sharedSingletons(appDir, { host = false } = {}) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = installedVersion(appDir, request);
      return [request, { singleton: true, version, requiredVersion: host ? false : `^${version}` }];
    }),
  );
}

module.exports = { SINGLETONS, sharedSingletons, installedVersion, path };
