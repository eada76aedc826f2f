import manifest from './photos.json';

/** One photo as the image pipeline made it (api/src/lib/images/pipeline.ts, `ProcessedImage`). */
export interface PhotoMeta {
  name: string;
  width: number;
  height: number;
  widths: readonly number[];
  formats: readonly ('avif' | 'webp')[];
  placeholder: string;
  color: string;
}

/** The widths the pipeline makes (api/src/lib/images/pipeline.ts, IMAGE_WIDTHS and widthsFor). */
const WIDTHS = [400, 800, 1200, 1600];

/** The layout's widths that fit, and the photo's own width when narrower than the largest: never upscaled. */
export function widthsFor(width: number): number[] {
  const fitting = WIDTHS.filter((candidate) => candidate <= width);
  if (width < WIDTHS[WIDTHS.length - 1]! && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

/** Where the API serves the pipeline's variants. */
export const PHOTOS_BASE = '/api/images/photos/';

const PHOTO_URL = /^\/api\/images\/photos\/([a-z0-9][a-z0-9-]*?)(?:-\d+)?\.(?:avif|webp|jpe?g)$/;

export const photoUrl = (name: string, width: number, format: 'avif' | 'webp'): string =>
  `${PHOTOS_BASE}${name}-${width}.${format}`;

/** The pipeline's record of the photo an API image field points at, or undefined (an illustration). */
export function photoOf(src: string): PhotoMeta | undefined {
  const name = PHOTO_URL.exec(src)?.[1];
  const entry = name
    ? (manifest as Record<string, { width: number; height: number; color: string; placeholder: string }>)[
        name
      ]
    : undefined;
  if (!name || !entry) return undefined;
  return { name, ...entry, widths: widthsFor(entry.width), formats: ['avif', 'webp'] };
}

/** The `srcset` of one format: every width the photo exists at. */
export const srcSetOf = (photo: PhotoMeta, format: 'avif' | 'webp'): string =>
  photo.widths.map((width) => `${photoUrl(photo.name, width, format)} ${width}w`).join(', ');

/** The fallback `src`: the variant nearest 800 px, for browsers that read neither srcset. */
export function fallbackOf(photo: PhotoMeta): string {
  const width = photo.widths.find((candidate) => candidate >= 800) ?? photo.widths[photo.widths.length - 1]!;
  return photoUrl(photo.name, width, 'webp');
}
