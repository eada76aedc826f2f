/** Seeded rows point at the illustrations shipped in api/public/images, served under /api/images. */
export const imageUrl = (file: string): string => `/api/images/${file}`;
