import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The widths the site's layouts show a photo at (CSS px × DPR): card, half-width, full-width, hero. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** What the front end needs to draw a photo: its shape, the widths it exists at, and what to show meanwhile. */
export interface ProcessedImage {
  /** The file stem: variants are `<name>-<width>.<format>` in the output folder. */
  name: string;
  width: number;
  height: number;
  /** Ascending; never wider than the source (no upscaling). */
  widths: number[];
  formats: ImageFormat[];
  /** A blurred 10 px wide WebP as a data: URL (about 100 bytes), shown while the photo loads. */
  placeholder: string;
  /** The photo's dominant colour (#rrggbb), behind the placeholder. */
  color: string;
}

/**
 * The most pixels an input may have before sharp decodes it (its `limitInputPixels`): 6000 × 6000, the staff
 * upload's documented largest photo. Decoding costs memory by the pixel (4 bytes each, ~145 MB at the cap), so
 * a small file that claims a huge picture (a decompression bomb) is refused from its header instead.
 */
export const MAX_INPUT_PIXELS = 6000 * 6000;

/** The input was not an image sharp can read, or not a name that is safe as a file stem. */
export class ImageProcessingError extends Error {
  // Kept with the message when a queued job fails, so that its requester can tell this failure apart.
  override name = 'ImageProcessingError';
}

const NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The widths to make from a source `sourceWidth` px wide: the layout's widths that fit, and the source's own. */
export function widthsFor(sourceWidth: number, widths: readonly number[] = IMAGE_WIDTHS): number[] {
  const fitting = widths.filter((width) => width <= sourceWidth);
  const largest = Math.max(...widths);
  if (sourceWidth < largest && !fitting.includes(sourceWidth)) fitting.push(sourceWidth);
  return fitting.sort((a, b) => a - b);
}

export const variantFile = (name: string, width: number, format: ImageFormat): string =>
  `${name}-${width}.${format}`;

const ENCODERS: Record<ImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // Qualities chosen by eye on the sample photos (no visible banding at 1200 px). Efforts kept low: measured
  // here on a 1600 px room photo, AVIF effort 4 took ~6x as long as effort 0 for 3 % fewer bytes, WebP effort 4
  // 2.5x as long as effort 2 for 4 % fewer; the whole set builds in seconds instead of minutes.
  avif: (image) => image.avif({ quality: 52, effort: 0, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 74, effort: 2, smartSubsample: true }),
};

async function isFresh(file: string, sourceMtimeMs: number | undefined): Promise<boolean> {
  if (sourceMtimeMs === undefined) return false;
  try {
    return (await stat(file)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

/** Where the variants go: files in a folder (the site's own photos), or handed to `save` (staff uploads). */
export type VariantOutput =
  { outDir: string } | { save: (file: string, data: Buffer, format: ImageFormat) => Promise<void> };

/**
 * Turns one image (a file path or the bytes of an upload) into AVIF and WebP at every width the layout shows,
 * never upscaling, written as `<name>-<width>.<format>` (to `outDir`, or given to `save`), and returns the
 * manifest entry. EXIF orientation is applied and metadata (GPS, camera) is dropped. Variants in `outDir`
 * already newer than a source file are kept (builds after the first only redo what changed). Throws ImageProcessingError for input that is not an
 * image or a name that is not a safe file stem.
 */
export async function processImage(
  input: string | Buffer,
  options: { name: string; widths?: readonly number[] } & VariantOutput,
): Promise<ProcessedImage> {
  const { name } = options;
  if (!NAME.test(name)) {
    throw new ImageProcessingError(`"${name}" is not a valid image name: use a-z, 0-9 and hyphens.`);
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new ImageProcessingError('The file is not an image we can read (JPEG, PNG, WebP, AVIF or GIF).');
  }
  if (!metadata.width || !metadata.height) {
    throw new ImageProcessingError('The image has no width or height.');
  }
  // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const widths = widthsFor(width, options.widths);
  const sourceMtimeMs = typeof input === 'string' ? (await stat(input)).mtimeMs : undefined;

  if ('outDir' in options) await mkdir(options.outDir, { recursive: true });
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageProcessingError(`The image has more than ${MAX_INPUT_PIXELS} pixels.`);
  }
  // Decoded, turned upright and scaled to the largest width once: each variant, the placeholder and the colour
  // start from those pixels rather than decoding the source again (a 36-megapixel photo costs ~145 MB and most
  // of the pipeline's time to decode).
  const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageProcessingError('The image is damaged or cut short: its pixels cannot be read.');
    });
  const upright = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const target of widths) {
    for (const format of IMAGE_FORMATS) {
      const variant = ENCODERS[format](upright.clone().resize({ width: target, withoutEnlargement: true }));
      if ('save' in options) {
        await options.save(variantFile(name, target, format), await variant.toBuffer(), format);
        continue;
      }
      const file = path.join(options.outDir, variantFile(name, target, format));
      if (!(await isFresh(file, sourceMtimeMs))) await variant.toFile(file);
    }
  }

  const tiny = await upright.clone().resize({ width: 10 }).blur(0.5).webp({ quality: 30 }).toBuffer();
  const { dominant } = await upright.clone().stats();
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return {
    name,
    width,
    height,
    widths,
    formats: [...IMAGE_FORMATS],
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
  };
}

/** The height of a variant `width` px wide of an image `image.width` × `image.height`. */
export const heightAt = (image: Pick<ProcessedImage, 'width' | 'height'>, width: number): number =>
  Math.round((width * image.height) / image.width);
