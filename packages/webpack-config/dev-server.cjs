const fs = require('node:fs');
const path = require('node:path');
const { REGISTRY, devPort } = require('./registry.cjs');
const { ROUTES_FILE } = require('./route-list.cjs');

const API_ORIGIN = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3100}`;

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

/** An app's dev server: its port, `/api` proxied to the API, and for the shell the remotes' config. */
function devServer({ dir, port, host }) {
  return {
    port,
    historyApiFallback: true,
    hot: false,
    client: { overlay: { warnings: false } },
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: { directory: path.join(dir, 'public'), publicPath: '/' },
    proxy: [{ context: ['/api'], target: API_ORIGIN }],
    ...(host ? { setupMiddlewares: serveRemotesConfig } : {}),
  };
}

module.exports = { devServer };
