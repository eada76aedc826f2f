const fs = require('node:fs');
const path = require('node:path');
const { DefinePlugin, sources } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { sharedRanges, sharedSingletons } = require('./shared.cjs');

const API_ORIGIN = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3100}`;

/** The site's remotes: their folders, names and ports. */
const REGISTRY = require('../contracts/remote-registry.json');
const devPort = ({ portVariable, defaultPort }) => Number(process.env[portVariable] ?? defaultPort);

/** A remote's name and dev server port, from its entry in the registry: its folder names it. */
function remoteIdentity(dir) {
  const entry = Object.entries(REGISTRY.remotes).find(([, remote]) => remote.app === path.basename(dir));
  if (!entry)
    throw new Error(`${path.basename(dir)} has no entry in packages/contracts/remote-registry.json`);
  const [name, remote] = entry;
  return { name, port: devPort(remote) };
}

/** Where each remote declares its screens: published with its build as `routes.json`. */
const ROUTES_FILE = 'src/expose/routes.json';

/** In development the shell's runtime config points at the remotes' dev servers, with their route lists. */
function serveRemotesConfig(middlewares, devServer) {
  devServer.app.get('/remotes.json', (_request, response) => {
    const entries = Object.entries(REGISTRY.remotes);
    const remotes = Object.fromEntries(
      entries.map(([name, remote]) => [name, `http://localhost:${devPort(remote)}/mf-manifest.json`]),
    );
    const routes = Object.fromEntries(
      entries.map(([name, { app }]) => [
        name,
        JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', app, ROUTES_FILE), 'utf8')),
      ]),
    );
    response.json({ remotes, routes });
  });
  return middlewares;
}

/**
 * Publishes the remote's route list beside its manifest, as data: the site's server merges it into the
 * shell's runtime config, so the shell knows the remote's screens before fetching any of its code.
 */
class RouteListPlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteListPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'RouteListPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const routes = JSON.parse(fs.readFileSync(this.file, 'utf8'));
          const broken = Array.isArray(routes)
            ? routes.findIndex(
                (route) => !['path', 'page', 'title'].every((key) => typeof route?.[key] === 'string'),
              )
            : 0;
          if (broken !== -1)
            throw new Error(`${this.file}: route ${broken} needs a path, a page and a title`);
          compilation.emitAsset('routes.json', new sources.RawSource(JSON.stringify(routes)));
        },
      );
    });
  }
}

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

/** Where a package's exports pick a heavier build than production needs, point at the lean one. */
function productionAliases(dir) {
  const rxjs = packageDir(packageDir(dir, '@haveli/event-bus'), 'rxjs');
  const enhanced = packageDir(__dirname, '@module-federation/enhanced');
  const runtimeCore = packageDir(
    packageDir(enhanced, '@module-federation/runtime'),
    '@module-federation/runtime-core',
  );
  const axios = packageDir(packageDir(dir, '@haveli/api-client'), 'axios');
  const reactRouter = packageDir(
    packageDir(packageDir(dir, '@haveli/router'), 'react-router-dom'),
    'react-router',
  );
  return {
    // react-router's exports always pick its development build (dev-only warnings and checks kept in);
    // it ships a production build beside it.
    'react-router$': path.join(reactRouter, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(reactRouter, 'dist/production/dom-export.mjs'),
    // The api-client's axios instance uses the fetch adapter only: the XMLHttpRequest one is dead weight
    // (~1.2 KB gzip), left out as axios's own browser build leaves out its Node.js adapter.
    [path.join(axios, 'lib/adapters/xhr.js')]: path.join(axios, 'lib/helpers/null.js'),
    // rxjs's default entry is ES5 with tslib helpers; its ES2015 build is smaller and just as usable.
    rxjs$: path.join(rxjs, 'dist/esm/index.js'),
    // The external-runtime plugin requires the CommonJS runtime while webpack's imports the ES one:
    // one file for both keeps a single copy of the runtime in the shell.
    '@module-federation/runtime-core$': path.join(runtimeCore, 'dist/index.js'),
  };
}

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

/** Every shared package's package.json: their versions are the ranges the shell offers. */
const PACKAGES_DIR = path.join(__dirname, '..');
const WORKSPACE_PACKAGES = fs
  .readdirSync(PACKAGES_DIR)
  .map((folder) => path.join(PACKAGES_DIR, folder, 'package.json'))
  .filter((file) => fs.existsSync(file));

/** The site's theme as a remote's standalone page imports it (`src/bootstrap.tsx`). */
const STANDALONE_THEME = '@haveli/ui/src/styles/theme.scss$';

/**
 * One webpack config for every app. A remote passes `exposes`, and the registry gives its name and port; the
 * shell passes `host: true`, its name and port, and knows no remote at build time: it registers them at
 * runtime from the served config.
 */
function createConfig({ dir, exposes, host = false, title = 'Haveli', ...shell }) {
  const { name, port } = host ? shell : remoteIdentity(dir);
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
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
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...(production ? productionAliases(dir) : {}),
          ...(production && exposes
            ? { [STANDALONE_THEME]: path.join(__dirname, 'standalone-theme.prod.scss') }
            : {}),
        },
      },
      // Builds after the first reuse what did not change (node_modules/.cache/webpack of each app).
      cache: {
        type: 'filesystem',
        name: `${name}-${production ? 'production' : 'development'}`,
        // The shared ranges come from the package.json files: a changed range builds afresh. (Values given
        // to DefinePlugin, such as the release's name, are checked by webpack itself.)
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'shared.cjs'),
            path.join(dir, 'webpack.config.cjs'),
            path.join(dir, 'package.json'),
            ...WORKSPACE_PACKAGES,
          ],
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.s?css$/,
            use: [
              styleLoader,
              { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
              {
                loader: require.resolve('sass-loader'),
                options: {
                  sassOptions: {
                    style: production ? 'compressed' : 'expanded',
                    quietDeps: true,
                    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
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
          ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }), new CompileHintsPlugin()]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        ...(host && production ? { splitChunks: { cacheGroups: SHELL_BOOT_CHUNK } } : {}),
        // swc minifies several times faster than terser, to the same size.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        client: { overlay: { warnings: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public'), publicPath: '/' },
        proxy: [{ context: ['/api'], target: API_ORIGIN }],
        ...(host ? { setupMiddlewares: serveRemotesConfig } : {}),
      },
    };
  };
}

module.exports = { createConfig };
