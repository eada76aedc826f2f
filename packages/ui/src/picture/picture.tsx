import type { CSSProperties } from 'react';
import { fallbackOf, type PhotoMeta, photoOf, srcSetOf } from './photos';

export interface PictureProps {
  /** The image URL from the API: a photo the pipeline made (any of its variants) or an illustration. */
  src: string;
  alt: string;
  /** How wide the slot is, as the `sizes` attribute says it (e.g. "(min-width: 992px) 33vw, 100vw"). */
  sizes: string;
  /** The shape to reserve: an illustration's size, or a slot's own shape for a photo (else the photo's). */
  width?: number;
  height?: number;
  /** Above the fold and the page's largest paint: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
  /** A photo processed by the pipeline that the manifest does not list (a staff upload). */
  photo?: PhotoMeta;
}

/**
 * A photo as `<picture>`: AVIF then WebP at every width the pipeline made, chosen by the browser for the slot
 * (`sizes`), with its width and height set so nothing moves when it arrives, a blurred placeholder behind it
 * while it loads, and `loading="lazy"` unless it is the `priority` image. An illustration (SVG) is an `<img>`.
 */
export function Picture({
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
  photo,
}: PictureProps) {
  const loading = priority ? undefined : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const meta = photo ?? photoOf(src);
  if (!meta) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    );
  }
  const placeholder: CSSProperties = {
    backgroundColor: meta.color,
    backgroundImage: `url("${meta.placeholder}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
  return (
    // display: contents: the <img> sits in its card or column as it would without the <picture> around it.
    <picture style={{ display: 'contents' }}>
      {meta.formats.includes('avif') && (
        <source type="image/avif" srcSet={srcSetOf(meta, 'avif')} sizes={sizes} />
      )}
      <source type="image/webp" srcSet={srcSetOf(meta, 'webp')} sizes={sizes} />
      <img
        src={fallbackOf(meta)}
        alt={alt}
        width={width ?? meta.width}
        height={height ?? meta.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? undefined : 'async'}
        className={className}
        style={placeholder}
      />
    </picture>
  );
}
