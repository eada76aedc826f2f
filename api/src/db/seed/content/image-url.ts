/** Seeded rows point at the illustrations shipped in api/public/images, served under /api/images. */
export const imageUrl = (file: string): string => `/api/images/${file}`;

/**
 * A photo from assets/photos, as the image pipeline serves it (api/src/cli/build-photos.ts): the 800 px WebP,
 * an image any client can show; the site's front end finds every variant of it from this address.
 */
export const photoUrl = (name: string): string => `/api/images/photos/${name}-800.webp`;
