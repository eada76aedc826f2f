// Bundles the API for production: dist/server.js and dist/create-admin.js (CommonJS, Node 20), and
// dist/razorpay-stand-in.js for the end-to-end tests.
// @haveli/* workspace packages are TypeScript sources, so they are bundled in; every other package stays
// external and is loaded from node_modules at run time (PGlite needs its own wasm and data files there).
// Migrations and images are read from the api folder itself (src/paths.ts), not from dist.
// Then it makes the site's photos (src/cli/build-photos.ts): AVIF and WebP variants in public/images/photos.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiDir, 'dist');

/** Bare imports other than @haveli/* are left to Node's resolution at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@haveli/') || path.isAbsolute(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'build-photos': 'src/cli/build-photos.ts',
    // Razorpay's stand-in, for the end-to-end tests and offline development (scripts/serve.mjs); the server
    // never imports it.
    'razorpay-stand-in': 'src/payments/razorpay-stand-in.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'info',
});
execFileSync(process.execPath, [path.join(outdir, 'build-photos.js')], { stdio: 'inherit' });
