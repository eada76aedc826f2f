import type { RoomType } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';
import type { ReactNode } from 'react';
import { Picture } from '@haveli/ui/src/picture';

/** A card's width: one column on a phone, two from md, three from lg (the container's width over three). */
export const ROOM_CARD_SIZES =
  '(min-width: 1400px) 424px, (min-width: 1200px) 364px, (min-width: 992px) 300px, (min-width: 768px) 336px, calc(100vw - 24px)';

/** A room type's card; `action` (a link to its details) sits inside it, under the price. */
export function RoomTypeCard({ room, action }: { room: RoomType; action?: ReactNode }) {
  return (
    <article className="card h-100 border-0 shadow-sm room-card">
      <Picture
        src={room.image}
        alt={room.title}
        sizes={ROOM_CARD_SIZES}
        width={1200}
        height={800}
        className="card-img-top object-fit-cover room-card-image"
      />
      <div className="card-body d-flex flex-column p-4">
        <p className="section-eyebrow mb-2">{room.room_type}</p>
        <h3 className="h5 card-title">{room.title}</h3>
        <p className="card-text text-secondary flex-grow-1">{room.short_desc}</p>
        <p className="mb-0 room-card-price">
          <span className="fs-5 fw-semibold text-primary">{formatInr(room.room_base_price)}</span> / night
        </p>
        {action && <div className="mt-3">{action}</div>}
      </div>
    </article>
  );
}
