import { Picture } from '@haveli/ui/src/picture';
import { lazy, Suspense, useState } from 'react';
import { galleryOf, type GalleryImage } from './gallery-images';

const RoomLightbox = lazy(() => import(/* webpackChunkName: "room-lightbox" */ './room-lightbox'));

/** The main picture spans the column (7 of 12 from lg); thumbnails are a third of it. */
const MAIN_SIZES =
  '(min-width: 1400px) 757px, (min-width: 1200px) 640px, (min-width: 992px) 535px, calc(100vw - 24px)';
const THUMB_SIZES = '(min-width: 1400px) 244px, (min-width: 992px) 200px, calc(33vw - 16px)';

/**
 * A room type's photos: its own large, the hotel's spaces as thumbnails; each is a button opening the
 * lightbox at that photo (the lightbox's code is fetched on the first open).
 */
export function RoomGallery({ room }: { room: { image: string; title: string } }) {
  const images: GalleryImage[] = galleryOf(room);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // Mounted on the first open and kept, so that closing plays out and focus goes back to the thumbnail.
  const [wanted, setWanted] = useState(false);
  const show = (at: number) => {
    setIndex(at);
    setOpen(true);
    setWanted(true);
  };
  const [first, ...rest] = images;
  const label = (index: number) => `View photo ${index + 1} of ${images.length}: ${images[index]!.alt}`;
  return (
    <section aria-label={`Photos of the ${room.title} and the hotel`} className="room-gallery">
      <button
        type="button"
        className="room-gallery-button d-block w-100 p-0 border-0 bg-transparent"
        onClick={() => show(0)}
        aria-label={label(0)}
      >
        <Picture
          src={first!.src}
          alt=""
          sizes={MAIN_SIZES}
          width={1200}
          height={800}
          className="img-fluid w-100 rounded-3 shadow-sm object-fit-cover room-gallery-main"
        />
      </button>
      <ul className="row row-cols-3 g-2 list-unstyled mt-1 mb-0">
        {rest.map((image, offset) => (
          <li className="col" key={image.src}>
            <button
              type="button"
              className="room-gallery-button d-block w-100 p-0 border-0 bg-transparent"
              onClick={() => show(offset + 1)}
              aria-label={label(offset + 1)}
            >
              <Picture
                src={image.src}
                alt=""
                sizes={THUMB_SIZES}
                width={400}
                height={267}
                className="img-fluid w-100 rounded-2 object-fit-cover room-gallery-thumb"
              />
            </button>
          </li>
        ))}
      </ul>
      {wanted && (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              Opening the photos…
            </p>
          }
        >
          <RoomLightbox
            open={open}
            images={images}
            index={index}
            onClose={() => setOpen(false)}
            onView={setIndex}
          />
        </Suspense>
      )}
    </section>
  );
}
