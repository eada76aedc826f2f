// `node scripts/prerender.mjs <app folder>`, after the app's webpack build: renders the app's first paints
// (src/first-paint.tsx) in Node and writes them to dist/first-paint.json, published with the build. The
// site's server puts them into the page, so the browser paints the screen before any script arrives.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/run.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const { build } = require('esbuild');

const app = resolve(process.argv[2] ?? '.');
const { name, version } = require(join(app, 'package.json'));
const out = mkdtempSync(join(tmpdir(), 'haveli-prerender-'));
try {
  await build({
    entryPoints: [join(app, 'src', 'first-paint.tsx')],
    outfile: join(out, 'first-paint.mjs'),
    absWorkingDir: app,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // Styles reach the page through the stylesheets the server links (the shell's, the remote's): a first
    // paint only needs the markup.
    loader: { '.scss': 'empty', '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.webp': 'empty' },
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.HAVELI_RELEASE': JSON.stringify(process.env.HAVELI_RELEASE ?? version),
    },
    // CommonJS packages bundled into an ES module still call require for Node's own modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const { render } = await import(pathToFileURL(join(out, 'first-paint.mjs')).href);
  const paints = await render();
  writeFileSync(join(app, 'dist', 'first-paint.json'), JSON.stringify(paints));
  console.info(`${name}: first paints written to dist/first-paint.json.`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
// The apps' modules leave timers and channels open (query caches, the bus's cross-tab channel).
process.exit(0);
