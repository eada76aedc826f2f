import type { RoomType } from '@haveli/contracts';
import { ChevronLeft, ChevronRight, Icon } from '@haveli/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { RoomTypeCard } from './room-type-card';

/** How many slides show from the first: one on phones, two from md, three from lg. */
const SHOWN_FROM_FIRST = ['', 'd-none d-md-block', 'd-none d-lg-block'];

/**
 * The home page's room types (WAI-ARIA carousel pattern): Previous and Next turn it by one room, a button
 * per room brings that room first, and the arrow keys work while focus is inside. The slides are rendered
 * in the order they show, so reading order and visual order agree. It never turns by itself, so there is
 * nothing to pause.
 */
export function RoomTypeCarousel({ rooms, label }: { rooms: RoomType[]; label: string }) {
  const [first, setFirst] = useState(0);
  const slidesId = useId();
  const count = rooms.length;
  const show = (index: number) => setFirst((index + count) % count);
  const ordered = rooms.map((_, offset) => (first + offset) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(first + 1);
    else if (event.key === 'ArrowLeft') show(first - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="room-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div
        id={slidesId}
        className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 justify-content-center"
        aria-live="polite"
      >
        {ordered.map((index, offset) => {
          const room = rooms[index]!;
          return (
            <div
              key={room.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              className={`col ${SHOWN_FROM_FIRST[offset] ?? 'd-none'}`}
            >
              <RoomTypeCard room={room} />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="d-flex flex-wrap align-items-center justify-content-center gap-3 mt-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-controls={slidesId}
            onClick={() => show(first - 1)}
          >
            <Icon icon={ChevronLeft} size={18} className="me-1" />
            Previous room type
          </button>
          <ul className="list-inline mb-0 room-carousel-dots">
            {rooms.map((room, index) => (
              <li className="list-inline-item" key={room.id}>
                <button
                  type="button"
                  className={`room-carousel-dot${index === first ? ' active' : ''}`}
                  aria-label={`Show ${room.title}`}
                  aria-current={index === first ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => show(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-controls={slidesId}
            onClick={() => show(first + 1)}
          >
            Next room type
            <Icon icon={ChevronRight} size={18} className="ms-1" />
          </button>
        </div>
      )}
    </div>
  );
}
