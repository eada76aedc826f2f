// Serves the built site as production would: the shell with the API under /api on one origin, and
// each remote from its own origin. Remote URLs are read at serve time, never compiled into the shell.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  activateRelease,
  deployDir,
  liveRelease,
  publishRelease,
  readReleases,
  releaseRoutes,
  REMOTES,
} from './lib/deploy.mjs';
import { apiProxy } from './lib/api-proxy.mjs';
import { pageWithFirstPaint } from './lib/first-paint.mjs';
import { ROOT } from './lib/run.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const PORTS = {
  shell: port('SHELL_PORT', 3000),
  api: port('API_PORT', 3100),
  ...Object.fromEntries(
    REMOTES.map(({ name, portVariable, defaultPort }) => [name, port(portVariable, defaultPort)]),
  ),
};
const HOST = process.env.PUBLIC_HOST ?? 'localhost';
const LOAD_TIMEOUT_MS = process.env.REMOTE_TIMEOUT_MS ? Number(process.env.REMOTE_TIMEOUT_MS) : undefined;

for (const dir of ['shell', 'api']) {
  if (!existsSync(join(ROOT, dir, 'dist'))) {
    console.error(`${dir}/dist is missing: run the build first (npm start builds and serves).`);
    process.exit(1);
  }
}

// A remote never deployed to this host goes live with its current build.
for (const remote of REMOTES) {
  const live = liveRelease(remote);
  if (!live || !existsSync(join(deployDir(), remote.app, live))) {
    activateRelease(remote, publishRelease(remote));
  }
}

/** `read(request)` made once per request: a page, its first paint and its headers all ask for the same. */
function oncePerRequest(read) {
  const known = new WeakMap();
  return (request) => {
    if (!known.has(request)) known.set(request, read(request));
    return known.get(request);
  };
}

/** releases.json, read on every request: deploying or rolling back a remote needs no restart. */
const releasesOf = oncePerRequest(() => readReleases());

/** The shell's remotes config for the releases live when `request` came. */
const configOf = oncePerRequest((request) => remotesConfig(releasesOf(request)));

function remotesConfig(releases) {
  return {
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [
        remote.name,
        process.env[remote.urlVariable] ??
          `http://${HOST}:${PORTS[remote.name]}/${releases[remote.name]}/mf-manifest.json`,
      ]),
    ),
    // Each live release's screens, so the shell knows every route without fetching any remote's code. A
    // remote served elsewhere (its URL variable) has its list there: the shell reads it beside its manifest.
    routes: Object.fromEntries(
      REMOTES.filter((remote) => !process.env[remote.urlVariable] && releases[remote.name])
        .map((remote) => [remote.name, releaseRoutes(remote, releases[remote.name])])
        .filter(([, routes]) => routes),
    ),
    ...(LOAD_TIMEOUT_MS ? { loadTimeoutMs: LOAD_TIMEOUT_MS } : {}),
  };
}

/**
 * PAYMENTS_STAND_IN=1 (the end-to-end tests, offline development): the API takes online payments through
 * Razorpay's local stand-in (api/src/payments/razorpay-stand-in.ts), its API and its browser checkout, with
 * keys made for this run. Real keys are never needed, nor reached.
 */
const standIn =
  process.env.PAYMENTS_STAND_IN === '1' && !process.env.RAZORPAY_KEY_ID ? await startPaymentStandIn() : null;

async function startPaymentStandIn() {
  const { startRazorpayStandIn } = await import(
    pathToFileURL(join(ROOT, 'api', 'dist', 'razorpay-stand-in.js')).href
  );
  const keys = {
    keyId: 'rzp_test_HaveliStandIn',
    keySecret: randomBytes(24).toString('base64url'),
    webhookSecret: randomBytes(24).toString('base64url'),
  };
  const running = await startRazorpayStandIn(keys);
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: running.url,
    RAZORPAY_CHECKOUT_URL: `${running.url}/checkout/checkout.js`,
  });
  return running;
}

/**
 * Razorpay's checkout, allowed only where the API takes online payments (its keys are set): its script, the
 * frame it opens, and what that frame calls and shows (Razorpay's documented Content-Security-Policy list);
 * with the stand-in, its script and what it calls.
 */
const PAYMENT_PROVIDER_SOURCES = standIn
  ? { script: standIn.url, frame: "'none'", connect: standIn.url, img: '' }
  : process.env.RAZORPAY_KEY_ID
    ? {
        script: 'https://checkout.razorpay.com',
        frame: 'https://api.razorpay.com https://checkout.razorpay.com',
        connect: 'https://api.razorpay.com https://lumberjack.razorpay.com',
        img: 'https://cdn.razorpay.com',
      }
    : null;

/**
 * The shell page's policy: scripts, styles and manifests from this origin and the remotes' origins only
 * (read from the runtime remote config, so a remote moved to another host stays allowed), no inline
 * script, images from here (the API's /api/images) or data: URLs, and no framing by anyone.
 */
function shellCsp(config) {
  const remotes = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  const sources = ["'self'", ...remotes].join(' ');
  const provider = PAYMENT_PROVIDER_SOURCES;
  return [
    "default-src 'self'",
    `script-src ${sources}${provider ? ` ${provider.script}` : ''}`,
    `style-src ${sources} 'unsafe-inline'`,
    `connect-src ${sources}${provider ? ` ${provider.connect}` : ''}`,
    `font-src ${sources} data:`,
    `img-src ${sources} data:${provider?.img ? ` ${provider.img}` : ''}`,
    ...(provider ? [`frame-src ${provider.frame}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The hero photo of the content remote's home page (HERO_IMAGE in mfe-content's home-hero.tsx): the preload
 * offers the same AVIF variants and `sizes` as its <picture>, so the browser fetches the very file the page
 * then shows, at the width the screen needs (e2e/tests/images.spec.ts checks they match).
 */
const HERO_PHOTO = 'restaurant-rooftop-terrace';
const heroPreload = (() => {
  let photos;
  try {
    photos = JSON.parse(readFileSync(join(ROOT, 'packages', 'ui', 'src', 'picture', 'photos.json'), 'utf8'));
  } catch {
    photos = {};
  }
  // A missing manifest costs only the early start of the hero's download, never the site.
  if (!photos[HERO_PHOTO]) return null;
  // The widths the image pipeline makes of it: those that fit, and its own (api/src/lib/images/pipeline.ts).
  const { width } = photos[HERO_PHOTO];
  const widths = [400, 800, 1200, 1600].filter((candidate) => candidate <= width);
  if (width < 1600 && !widths.includes(width)) widths.push(width);
  const srcset = widths.map((size) => `/api/images/photos/${HERO_PHOTO}-${size}.avif ${size}w`).join(', ');
  return `<${`/api/images/photos/${HERO_PHOTO}-800.avif`}>; rel=preload; as=image; type="image/avif"; imagesrcset="${srcset}"; imagesizes="100vw"; fetchpriority=high`;
})();

/**
 * The home page's largest paint is the hero, drawn by the content remote: the browser starts fetching
 * the hero image and that remote's manifest while the shell's scripts are still loading.
 */
function homeHints(request, config) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path !== '/' && path !== '/home') return {};
  const manifest = config.remotes.content;
  return {
    Link: [heroPreload, `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`].join(', '),
  };
}

const SHELL_DIST = join(ROOT, 'shell', 'dist');

/**
 * The page with the shell's remotes config written into it (the element the shell reads first,
 * INLINE_CONFIG_ID in shell/src/federation/remotes-config.ts): a JSON script element runs nothing, so the
 * page's policy still allows no inline script, and the shell starts with no round trip for /remotes.json.
 */
function withRemotesConfig(html, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    () => `<script type="application/json" id="haveli-remotes">${json}</script></head>`,
  );
}

const servers = await Promise.all([
  createStaticServer({
    root: SHELL_DIST,
    port: PORTS.shell,
    fallback: true,
    renderPage: (request) => {
      const config = configOf(request);
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const page =
        pageWithFirstPaint(path, SHELL_DIST, releasesOf(request), config) ??
        readFileSync(join(SHELL_DIST, 'index.html'), 'utf8');
      return withRemotesConfig(page, config);
    },
    pageHeaders: (request) => {
      const config = configOf(request);
      return { 'Content-Security-Policy': shellCsp(config), ...homeHints(request, config) };
    },
    proxy: { prefix: '/api', handle: apiProxy(PORTS.api) },
    routes: (app) =>
      app.get('/remotes.json', (request, reply) =>
        reply.header('Cache-Control', 'no-cache').send(configOf(request.raw)),
      ),
  }),
  ...REMOTES.map(({ name, app }) =>
    createStaticServer({ root: join(deployDir(), app), port: PORTS[name], cors: true }),
  ),
]);

// SITE_ADMIN_EMAIL and SITE_ADMIN_PASSWORD make (or refresh) a staff account before the API opens the
// database: the embedded database takes one process at a time, so this cannot happen once it runs.
if (process.env.SITE_ADMIN_EMAIL && process.env.SITE_ADMIN_PASSWORD) {
  const admin = spawnSync(
    process.execPath,
    [
      join(ROOT, 'api', 'dist', 'create-admin.js'),
      '--email',
      process.env.SITE_ADMIN_EMAIL,
      '--name',
      process.env.SITE_ADMIN_NAME ?? 'Site Staff',
      '--password',
      process.env.SITE_ADMIN_PASSWORD,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (admin.status !== 0) {
    console.error('Could not create the staff account of SITE_ADMIN_EMAIL.');
    process.exit(1);
  }
}

const api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(PORTS.api), HOST: '127.0.0.1' },
});
let stopping = false;
api.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The API stopped (${signal ?? `exit ${code}`}).`);
  shutdown(code || 1);
});

function shutdown(code = 0) {
  stopping = true;
  for (const server of servers) void server.close();
  void standIn?.close();
  if (api.exitCode === null) api.kill('SIGTERM');
  process.exitCode = code;
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

console.info(
  `Haveli: http://${HOST}:${PORTS.shell} (remotes on :${PORTS.content}, :${PORTS.account}, :${PORTS.diningCart}, :${PORTS.staff}; API on :${PORTS.api})`,
);
