// The shell's page with a first paint in it: the frame the shell prerendered around the route and, where
// the remote that owns the route prerendered it, the screen itself (scripts/prerender.mjs writes both at
// build time). The browser paints it before any script arrives; the shell keeps it on screen, disabled,
// until the remote has drawn the live one.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deployDir, REMOTES } from './deploy.mjs';

// The shell's own matcher: a path is routed here exactly when the shell would route it.
const { matchPath } = createRequire(new URL('../../packages/router/package.json', import.meta.url))(
  'react-router-dom',
);

const ROOT_ELEMENT = '<div id="root"></div>';
// The browser would otherwise paint whatever it has parsed when its first frame is due (often the header
// alone) and lay the page out again a frame later, with the scripts it has fetched meanwhile in between:
// the page's largest text or image would then come second, at a time that depends on the network.
// Rendering waits for this marker, the end of the first paint, so the first frame shows all of it.
const END_ID = 'first-paint-end';
const WAIT_FOR_END = `<link rel="expect" href="#${END_ID}" blocking="render">`;
const END_MARKER = `<span id="${END_ID}" hidden></span>`;

/** Files by path, read again only when they change (a rebuilt shell; a release never does). */
const files = new Map();
function readCached(file, parse) {
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = files.get(file);
  if (known?.modified === modified) return known.value;
  let value = null;
  try {
    value = parse(readFileSync(file, 'utf8'));
  } catch {
    // A missing or broken first paint costs only the early paint: the page still works without it.
  }
  files.set(file, { modified, value });
  return value;
}
const readJson = (file) => readCached(file, JSON.parse);

/**
 * The route the shell will show for `pathname`, from the live remotes' route lists (`routes`, by remote), and
 * the path of its first paint: null when it has none (a path with parameters). Anything no remote routes goes
 * to /home.
 */
function routeOf(pathname, routes) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const all = Object.values(routes).flat();
  const route = all.find((candidate) => matchPath(`/${candidate.path}`, path));
  if (!route) return { route: all.find((candidate) => candidate.path === 'home'), paintPath: '/home' };
  return { route, paintPath: route.path.includes(':') ? null : path };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

/**
 * The page's own title from its route, as the shell sets it once running (`documentTitle` in
 * packages/contracts/src/federation.ts): search engines, link previews and the browser's tab read the HTML's.
 */
const withTitle = (html, route) =>
  route?.title
    ? html.replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeHtml(`${route.title} | Haveli Jaipur`)}</title>`,
      )
    : html;

/**
 * The stylesheets a remote's pages module loads before any of its screens draws, as the browser will ask
 * for them (the manifest's folder, as Module Federation resolves it): linked in the page's head, the first
 * paint of that remote's screen is drawn with its styles, and the remote's code finds them loaded.
 */
function remoteStylesheets(manifestFile, manifestUrl) {
  const manifest = readJson(manifestFile);
  const pages = manifest?.exposes?.find((expose) => expose.path === './pages');
  return (pages?.assets?.css?.sync ?? []).map((file) => new URL(file, manifestUrl).href);
}

/**
 * `shellDist`: the shell's build; `releases`: the live release of each remote (releases.json), read by the
 * caller once per request; `config`: the shell's runtime config for them (each remote's manifest URL in
 * `remotes`, their route lists in `routes`). Returns the page's HTML, or null to serve index.html as it is.
 */
export function pageWithFirstPaint(pathname, shellDist, releases, { remotes: manifests, routes }) {
  const shell = readJson(join(shellDist, 'first-paint.json'));
  const index = readCached(join(shellDist, 'index.html'), (text) => text);
  if (!shell?.frames || !index?.includes(ROOT_ELEMENT)) return null;
  const { route, paintPath: path } = routeOf(pathname, routes);
  if (!path) return withTitle(index, route);
  let screen = '';
  let styles = '';
  for (const remote of REMOTES) {
    // A remote served from another host (its URL variable) has its first paints there, not here.
    if (process.env[remote.urlVariable] || !releases[remote.name]) continue;
    const release = join(deployDir(), remote.app, releases[remote.name]);
    const paints = readJson(join(release, 'first-paint.json'));
    const html = paints?.[path];
    if (typeof html === 'string') {
      screen = shell.standIn.replace('{path}', path).replace('{html}', () => html);
      styles = remoteStylesheets(join(release, 'mf-manifest.json'), manifests[remote.name])
        .map((href) => `<link rel="stylesheet" href="${href}">`)
        .join('');
      break;
    }
  }
  // A screen the shell's build did not know (a remote added it since) is framed like any page off the menu.
  const frame = (shell.frames[path] ?? shell.frames['*']).replace(shell.slot, () => screen);
  return withTitle(index, route)
    .replace('</head>', () => `${styles}${WAIT_FOR_END}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${frame}</div>${END_MARKER}`);
}
