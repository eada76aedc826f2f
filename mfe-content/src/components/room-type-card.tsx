import type { RoomType } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';

export function RoomTypeCard({ room }: { room: RoomType }) {
  return (
    <article className="card h-100 border-0 shadow-sm room-card">
      <img
        src={room.image}
        alt={room.title}
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="card-img-top object-fit-cover room-card-image"
      />
      <div className="card-body d-flex flex-column p-4">
        <p className="section-eyebrow mb-2">{room.room_type}</p>
        <h3 className="h5 card-title">{room.title}</h3>
        <p className="card-text text-secondary flex-grow-1">{room.short_desc}</p>
        <p className="mb-0 room-card-price">
          <span className="fs-5 fw-semibold text-primary">{formatInr(room.room_base_price)}</span> / night
        </p>
      </div>
    </article>
  );
}
