// Loaded only when a guest opens a photo (React.lazy in room-gallery.tsx): the lightbox library and its
// styles never reach the first load of /room-details, /home or any other page.
import { fallbackOf, photoOf, photoUrl } from '@haveli/ui/src/picture';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/styles.css';
import type { GalleryImage } from './gallery-images';

export interface RoomLightboxProps {
  open: boolean;
  images: GalleryImage[];
  index: number;
  onClose: () => void;
  onView: (index: number) => void;
}

/** A photo at full size: AVIF at every width the pipeline made, the browser picking one for the screen. */
function slideOf(image: GalleryImage): Slide {
  const photo = photoOf(image.src);
  if (!photo) return { src: image.src, alt: image.alt, description: image.alt };
  return {
    src: fallbackOf(photo),
    alt: image.alt,
    description: image.alt,
    width: photo.width,
    height: photo.height,
    srcSet: photo.widths.map((width) => ({
      src: photoUrl(photo.name, width, 'avif'),
      width,
      height: Math.round((width * photo.height) / photo.width),
    })),
  };
}

/**
 * yet-another-react-lightbox: a modal dialog that traps focus, closes on Escape and gives focus back to the
 * thumbnail that opened it; arrows and swipes move between photos, each announced as "n of m".
 */
export default function RoomLightbox({ open, images, index, onClose, onView }: RoomLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      on={{ view: ({ index: current }) => onView(current) }}
      slides={images.map(slideOf)}
      plugins={[Captions]}
      captions={{ descriptionTextAlign: 'center' }}
      labels={{
        Lightbox: 'Room photos',
        Close: 'Close photos',
        Previous: 'Previous photo',
        Next: 'Next photo',
      }}
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
