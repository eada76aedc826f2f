const path = require('node:path');

/**
 * The libraries every app shares as singletons: one copy at runtime, whichever app loads first.
 * Versions come from the packages actually installed for the app, never typed by hand.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'rxjs',
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

function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = installedVersion(appDir, request);
      return [request, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}

module.exports = { SINGLETONS, sharedSingletons, installedVersion, path };
