const fs = require('node:fs');
const path = require('node:path');

/** The site's theme as a remote's standalone page imports it (`src/bootstrap.tsx`). */
const STANDALONE_THEME = '@haveli/ui/src/styles/theme.scss$';

/** The folder of a package as `dir` resolves it, for packages whose exports hide package.json too. */
function packageDir(dir, name) {
  let folder = path.dirname(require.resolve(name, { paths: [dir] }));
  while (
    !fs.existsSync(path.join(folder, 'package.json')) ||
    require(path.join(folder, 'package.json')).name !== name
  ) {
    folder = path.dirname(folder);
  }
  return folder;
}

/**
 * The Module Federation runtime's core as its package declares it for `import`. The shell's external-runtime
 * plugin requires the core while the runtime imports it: left to its conditions, `require` picks the
 * CommonJS file and the build fails (the runtime's re-exports are not found in it) or, where it builds,
 * carries two copies of the core. The one entry for both is the package's own `exports["."].import`, read
 * from its package.json, not a path into its files.
 */
function federationRuntimeCore() {
  const enhanced = packageDir(__dirname, '@module-federation/enhanced');
  const core = packageDir(
    packageDir(enhanced, '@module-federation/runtime'),
    '@module-federation/runtime-core',
  );
  const entry = require(path.join(core, 'package.json')).exports['.'].import;
  return path.join(core, typeof entry === 'string' ? entry : entry.default);
}

/**
 * How an app's imports resolve: through what packages declare (their `exports` conditions), never into their
 * files, so an upgrade that moves a file cannot break the build silently.
 *
 * - rxjs declares an `es2015` build beside its default ES5 one (tslib helpers, ~0.9 KB gzip more on the
 *   shell's first load): asked for by that condition.
 * - react-router declares its development build only (its production build is not exported: ~0.5 KB gzip of
 *   dev-only checks on the shell's first load), and axios's browser entry keeps its XMLHttpRequest adapter
 *   beside the fetch one our client uses (~1.1 KB gzip): both are taken as their packages publish them.
 * - A remote built for production draws in the composed site, whose shell brings the theme: its standalone
 *   page's theme import becomes the few rules a standalone page adds (`standalone-theme.prod.scss`), so a
 *   production build never compiles Bootstrap for a page nobody loads.
 */
function appResolve({ production, remote }) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // '...': webpack's own conditions (import or require, module, webpack, the mode, browser) after it.
    conditionNames: ['es2015', '...'],
    alias: production
      ? {
          '@module-federation/runtime-core$': federationRuntimeCore(),
          ...(remote ? { [STANDALONE_THEME]: path.join(__dirname, 'standalone-theme.prod.scss') } : {}),
        }
      : {},
  };
}

module.exports = { appResolve };
