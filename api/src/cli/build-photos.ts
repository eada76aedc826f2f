// Makes the site's photos: every source in assets/photos becomes AVIF and WebP variants in
// api/public/images/photos (served under /api/images/photos, not committed), and the manifest the front end
// reads (packages/ui/src/picture/photos.json, committed: the same sources always give the same manifest). The
// manifest holds what the front end cannot work out: size, colour, placeholder. The widths made follow from
// the width (widthsFor; packages/ui/src/picture/photos.ts applies the same rule) and both formats are made.
// Run by the API's build and `pnpm --filter @haveli/api run photos`; offline and deterministic.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGES_DIR, REPO_ROOT } from '../paths';
import { processImage, type ProcessedImage } from '../lib/images/pipeline';

export const PHOTO_SOURCES = path.join(REPO_ROOT, 'assets', 'photos');
export const PHOTOS_OUT = path.join(IMAGES_DIR, 'photos');
export const PHOTO_MANIFEST = path.join(REPO_ROOT, 'packages', 'ui', 'src', 'picture', 'photos.json');

export type PhotoManifestEntry = Pick<ProcessedImage, 'width' | 'height' | 'color' | 'placeholder'>;

export async function buildPhotos(
  sources = PHOTO_SOURCES,
  outDir = PHOTOS_OUT,
): Promise<Record<string, PhotoManifestEntry>> {
  const files = (await readdir(sources)).filter((file) => /\.(jpe?g|png|webp)$/i.test(file)).sort();
  const manifest: Record<string, PhotoManifestEntry> = {};
  for (const file of files) {
    const name = path.parse(file).name;
    const { width, height, color, placeholder } = await processImage(path.join(sources, file), {
      name,
      outDir,
    });
    manifest[name] = { width, height, color, placeholder };
  }
  return manifest;
}

async function main() {
  const started = Date.now();
  const manifest = await buildPhotos();
  const before = await readFile(PHOTO_MANIFEST, 'utf8').catch(() => '{}');
  // Compared as data: the committed file is formatted by prettier, and stays untouched while nothing changed.
  const changed = JSON.stringify(JSON.parse(before)) !== JSON.stringify(manifest);
  if (changed) await writeFile(PHOTO_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.info(
    `photos: ${Object.keys(manifest).length} sources → ${path.relative(REPO_ROOT, PHOTOS_OUT)} in ${Date.now() - started} ms` +
      (changed ? ` (manifest updated: ${path.relative(REPO_ROOT, PHOTO_MANIFEST)})` : ''),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
