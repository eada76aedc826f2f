import type { RoomType } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { RoomTypeCard } from '../../../components/room-type-card';

/** Room type cards, each leading to its details. */
export function RoomGrid({ rooms }: { rooms: RoomType[] }) {
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0">
      {rooms.map((room) => (
        <li className="col d-flex flex-column" key={room.id}>
          <RoomTypeCard room={room} />
          <Link
            className="btn btn-outline-primary mt-2"
            to={`/room-details?type=${encodeURIComponent(room.room_type)}`}
            aria-label={`View details of ${room.title}`}
          >
            View details
          </Link>
        </li>
      ))}
    </ul>
  );
}
