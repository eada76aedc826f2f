// Makes the site's photos: every source in assets/photos becomes AVIF and WebP variants in
// api/public/images/photos (served under /api/images/photos, not committed), and the manifest the front end
// reads (packages/ui/src/picture/photos.json, committed: the same sources always give the same manifest). The
// manifest holds what the front end cannot work out: size, colour, placeholder. The widths made follow from
// the width (widthsFor; packages/ui/src/picture/photos.ts applies the same rule) and both formats are made.
// Run by the API's build and `pnpm --filter @haveli/api run photos`; offline and deterministic.
// Encoding is slow (AVIF: about 15 s for the set on two cores), so each source's variants are kept in a cache
// outside the clone, keyed by the source's bytes, the pipeline's code and sharp's version: a fresh clone on a
// machine that built them once copies them (HAVELI_CACHE_DIR, else ~/.cache/haveli).
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGES_DIR, REPO_ROOT } from '../paths';
import { processImage, type ProcessedImage } from '../lib/images/pipeline';

export const PHOTO_SOURCES = path.join(REPO_ROOT, 'assets', 'photos');
export const PHOTOS_OUT = path.join(IMAGES_DIR, 'photos');
export const PHOTO_MANIFEST = path.join(REPO_ROOT, 'packages', 'ui', 'src', 'picture', 'photos.json');

const PIPELINE_SOURCE = path.join(REPO_ROOT, 'api', 'src', 'lib', 'images', 'pipeline.ts');
const PHOTO_CACHE = path.join(
  process.env.HAVELI_CACHE_DIR ??
    path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'haveli'),
  'photos',
);
const ENTRY_FILE = 'entry.json';

export type PhotoManifestEntry = Pick<ProcessedImage, 'width' | 'height' | 'color' | 'placeholder'>;

export async function buildPhotos(
  sources = PHOTO_SOURCES,
  outDir = PHOTOS_OUT,
): Promise<Record<string, PhotoManifestEntry>> {
  const files = (await readdir(sources)).filter((file) => /\.(jpe?g|png|webp)$/i.test(file)).sort();
  const manifest: Record<string, PhotoManifestEntry> = {};
  const pipelineCode = await readFile(PIPELINE_SOURCE).catch(() => Buffer.alloc(0));
  await mkdir(outDir, { recursive: true });
  for (const file of files) {
    const name = path.parse(file).name;
    const source = path.join(sources, file);
    const key = createHash('sha256')
      .update(`${name}\0${sharp.versions.sharp}\0`)
      .update(pipelineCode)
      .update(await readFile(source))
      .digest('hex')
      .slice(0, 32);
    const cached = path.join(PHOTO_CACHE, key);
    let entry = await readFile(path.join(cached, ENTRY_FILE), 'utf8')
      .then((text) => JSON.parse(text) as PhotoManifestEntry)
      .catch(() => undefined);
    if (!entry) {
      // Made in a folder of its own and renamed when whole: a build stopped halfway leaves no half entry.
      const making = `${cached}.${process.pid}.tmp`;
      await rm(making, { recursive: true, force: true });
      const { width, height, color, placeholder } = await processImage(source, { name, outDir: making });
      entry = { width, height, color, placeholder };
      await writeFile(path.join(making, ENTRY_FILE), JSON.stringify(entry));
      await rm(cached, { recursive: true, force: true });
      await rename(making, cached);
    }
    await cp(cached, outDir, { recursive: true, filter: (from) => path.basename(from) !== ENTRY_FILE });
    manifest[name] = entry;
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
