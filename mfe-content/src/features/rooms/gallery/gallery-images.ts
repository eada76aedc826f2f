import type { RoomType } from '@haveli/contracts';

export interface GalleryImage {
  src: string;
  /** What the image shows, said to screen readers and shown as its caption in the lightbox. */
  alt: string;
}

/**
 * The hotel's own spaces, shared by every room type's gallery. Only what the sample photos really show: no
 * photo stands in for a room type it is not of (a room type without a photo of its own shows its drawing).
 */
export const HOTEL_SPACES: readonly GalleryImage[] = [
  { src: '/api/images/photos/spa-relaxation-lounge-800.webp', alt: 'The relaxation lounge of Chandan Spa' },
  {
    src: '/api/images/photos/restaurant-rooftop-terrace-800.webp',
    alt: 'The Verandah, our rooftop restaurant, at dusk',
  },
  {
    src: '/api/images/photos/restaurant-dining-room-800.webp',
    alt: 'The lounge of Diwan-e-Khas, our Mughlai restaurant',
  },
];

/** A room type's gallery: its own picture first, then the hotel's spaces. */
export const galleryOf = (room: Pick<RoomType, 'image' | 'title'>): GalleryImage[] => [
  { src: room.image, alt: room.title },
  ...HOTEL_SPACES.filter((space) => space.src !== room.image),
];
