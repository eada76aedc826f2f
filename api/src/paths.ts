import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The api package folder, found by walking up from this file: the same code runs from `src/` under tsx and
 * from the esbuild bundle in `dist/`, so files beside the package (migrations, images) are resolved from here
 * rather than from the bundle's location.
 */
function findApiDir(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === '@haveli/api') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the @haveli/api package folder above ${start}`);
    dir = parent;
  }
}

function readPackageName(manifest: string): unknown {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
  } catch {
    return undefined;
  }
}

export const API_DIR = findApiDir(__dirname);
export const REPO_ROOT = path.resolve(API_DIR, '..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');
export const MIGRATIONS_DIR = path.join(API_DIR, 'src', 'db', 'migrations');
export const IMAGES_DIR = path.join(API_DIR, 'public', 'images');
/** Photos staff upload for content, made into the site's variants and served under /api/images/uploads. */
export const UPLOADED_IMAGES_DIR = path.join(IMAGES_DIR, 'uploads');
