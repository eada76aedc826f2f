const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { devServer } = require('./dev-server.cjs');
const { moduleRules } = require('./module-rules.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { remoteIdentity } = require('./registry.cjs');
const { appResolve } = require('./resolve.cjs');
const { ROUTES_FILE, RouteListPlugin } = require('./route-list.cjs');
const { sharedRanges, sharedSingletons } = require('./shared.cjs');

/**
 * The shell needs the same shared libraries on every page, at once. Each shared module would otherwise be
 * a chunk of its own, each a script element the runtime makes and the browser fetches: one chunk for them
 * all. (A remote keeps them apart: it loads its own copy of one only where the shell's is missing.)
 */
const SHELL_BOOT_CHUNK = {
  boot: {
    name: 'boot',
    chunks: 'async',
    enforce: true,
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|rxjs)[\\/]|[\\/]packages[\\/](router|event-bus|api-client)[\\/]/,
  },
};

/** This package's files: a change to any of them builds afresh. */
const CONFIG_FILES = fs
  .readdirSync(__dirname)
  .filter((file) => file.endsWith('.cjs') || file.endsWith('.scss'))
  .map((file) => path.join(__dirname, file));

/** Every shared package's package.json: their versions are the ranges the shell offers. */
const PACKAGES_DIR = path.join(__dirname, '..');
const WORKSPACE_PACKAGES = fs
  .readdirSync(PACKAGES_DIR)
  .map((folder) => path.join(PACKAGES_DIR, folder, 'package.json'))
  .filter((file) => fs.existsSync(file));

/**
 * One webpack config for every app. A remote passes `exposes`, and the registry gives its name and port; the
 * shell passes `host: true`, its name and port, and knows no remote at build time: it registers them at
 * runtime from the served config.
 */
function createConfig({ dir, exposes, host = false, title = 'Haveli', ...shell }) {
  const { name, port } = host ? shell : remoteIdentity(dir);
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Module Federation's runtime cannot template a hash into entry names; hashes live in chunk names.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: appResolve({ production, remote: Boolean(exposes) }),
      // Builds after the first reuse what did not change (node_modules/.cache/webpack of each app).
      cache: {
        type: 'filesystem',
        name: `${name}-${production ? 'production' : 'development'}`,
        // The shared ranges come from the package.json files: a changed range builds afresh. (Values given
        // to DefinePlugin, such as the release's name, are checked by webpack itself.)
        buildDependencies: {
          config: [
            ...CONFIG_FILES,
            path.join(dir, 'webpack.config.cjs'),
            path.join(dir, 'package.json'),
            ...WORKSPACE_PACKAGES,
          ],
        },
      },
      module: { rules: moduleRules({ production }) },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes
            ? { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }
            : {}),
          remotes: {},
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          // One Module Federation runtime on the page: the shell provides it and remotes built for
          // production use it, instead of each remote entry carrying its own copy (~20 KB gzip each).
          // A remote running alone (its dev server) keeps its own.
          // `target: 'web'` leaves out the runtime's Node.js script loading, which no browser runs.
          ...(production
            ? {
                experiments: {
                  ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
                  optimization: { target: 'web' },
                },
              }
            : {}),
        }),
        new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), title }),
        ...(exposes ? [new RouteListPlugin(path.join(dir, ROUTES_FILE))] : []),
        // The deploy script names each build; a plain build is named after the app's version.
        new DefinePlugin({
          'process.env.HAVELI_SHARED': JSON.stringify(JSON.stringify(sharedRanges(dir))),
          'process.env.HAVELI_RELEASE': JSON.stringify(
            process.env.HAVELI_RELEASE ?? require(path.join(dir, 'package.json')).version,
          ),
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
              new CompileHintsPlugin(),
              ...precompressPlugins(),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        ...(host && production ? { splitChunks: { cacheGroups: SHELL_BOOT_CHUNK } } : {}),
        // swc minifies several times faster than terser, to the same size.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      devServer: devServer({ dir, port, host }),
    };
  };
}

module.exports = { createConfig };
