import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { PHOTO_MANIFEST, PHOTO_SOURCES } from '../../src/cli/build-photos';
import {
  ImageProcessingError,
  MAX_INPUT_PIXELS,
  processImage,
  widthsFor,
} from '../../src/lib/images/pipeline';

/** A photo-like test image: a gradient with some noise, `width` × `height`, as JPEG bytes. */
async function sampleJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = (i * 7919) % 251;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describe('the image pipeline (what staff uploads and the sample photos go through)', () => {
  let outDir: string;
  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'haveli-images-'));
  });
  after(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('refuses a picture of more than 36 megapixels without decoding it, and hands its bytes to `save`', async () => {
    // 9000 × 4001: each side within reach of a camera, together over the limit; a few KB of flat grey.
    const huge = await sharp({ create: { width: 9000, height: 4001, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    assert.ok(9000 * 4001 > MAX_INPUT_PIXELS);
    const saved: string[] = [];
    const save = async (file: string) => {
      saved.push(file);
    };
    await assert.rejects(processImage(huge, { name: 'upload-huge', save }), ImageProcessingError);
    assert.deepEqual(saved, []);
    await processImage(await sampleJpeg(500, 300), { name: 'upload-saved', save });
    assert.deepEqual(saved.sort(), [
      'upload-saved-400.avif',
      'upload-saved-400.webp',
      'upload-saved-500.avif',
      'upload-saved-500.webp',
    ]);
  });

  it('makes AVIF and WebP at each layout width that fits, plus the source width, never wider', async () => {
    const image = await processImage(await sampleJpeg(1000, 500), { name: 'upload-wide', outDir });
    assert.deepEqual(
      { width: image.width, height: image.height, widths: image.widths, formats: image.formats },
      { width: 1000, height: 500, widths: [400, 800, 1000], formats: ['avif', 'webp'] },
    );
    const files = (await readdir(outDir)).filter((file) => file.startsWith('upload-wide-')).sort();
    assert.deepEqual(files, [
      'upload-wide-1000.avif',
      'upload-wide-1000.webp',
      'upload-wide-400.avif',
      'upload-wide-400.webp',
      'upload-wide-800.avif',
      'upload-wide-800.webp',
    ]);
    for (const file of files) {
      const meta = await sharp(path.join(outDir, file)).metadata();
      const width = Number(/-(\d+)\./.exec(file)![1]);
      assert.equal(meta.width, width, file);
      assert.equal(meta.height, width / 2, file);
      assert.equal(meta.format, file.endsWith('.avif') ? 'heif' : 'webp', file);
      if (file.endsWith('.avif')) assert.equal(meta.compression, 'av1', file);
    }
  });

  it('gives a blurred placeholder small enough to inline and the dominant colour', async () => {
    const image = await processImage(await sampleJpeg(640, 480), { name: 'upload-small', outDir });
    assert.deepEqual(image.widths, [400, 640]);
    assert.match(image.placeholder, /^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    assert.ok(image.placeholder.length < 400, `placeholder is ${image.placeholder.length} characters`);
    const tiny = await sharp(Buffer.from(image.placeholder.split(',')[1]!, 'base64')).metadata();
    assert.equal(tiny.width, 10);
    assert.match(image.color, /^#[0-9a-f]{6}$/);
  });

  it('makes one variant only, at its own width, of an image narrower than every layout width', async () => {
    const image = await processImage(await sampleJpeg(300, 200), { name: 'upload-tiny', outDir });
    assert.deepEqual(image.widths, [300]);
  });

  it('refuses what is not an image, and names that are not safe file names, writing nothing', async () => {
    const before = await readdir(outDir);
    await assert.rejects(
      processImage(Buffer.from('<img src=x onerror=alert(1)>'), { name: 'not-an-image', outDir }),
      (error: unknown) =>
        error instanceof ImageProcessingError && /not an image we can read/.test(error.message),
    );
    await assert.rejects(
      processImage(await sampleJpeg(500, 500), { name: '../escape', outDir }),
      ImageProcessingError,
    );
    assert.deepEqual(await readdir(outDir), before);
  });

  it('never upscales: the widths are those that fit and the source width', () => {
    assert.deepEqual(widthsFor(1600), [400, 800, 1200, 1600]);
    assert.deepEqual(widthsFor(2400), [400, 800, 1200, 1600]);
    assert.deepEqual(widthsFor(1067), [400, 800, 1067]);
    assert.deepEqual(widthsFor(800), [400, 800]);
  });

  it('keeps the committed manifest in step with the photos in assets/photos', async () => {
    const manifest = JSON.parse(await readFile(PHOTO_MANIFEST, 'utf8')) as Record<
      string,
      { width: number; height: number }
    >;
    const sources = (await readdir(PHOTO_SOURCES)).filter((file) => file.endsWith('.jpg')).sort();
    assert.deepEqual(
      Object.keys(manifest).sort(),
      sources.map((file) => file.replace(/\.jpg$/, '')),
    );
    for (const file of sources) {
      const meta = await sharp(path.join(PHOTO_SOURCES, file)).metadata();
      const entry = manifest[file.replace(/\.jpg$/, '')]!;
      assert.deepEqual(
        { width: entry.width, height: entry.height },
        { width: meta.width, height: meta.height },
        file,
      );
    }
  });
});
