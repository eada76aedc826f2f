import { bookingLink, type RoomType } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { RoomTypeCard } from '../../../components/room-type-card';

/** Room type cards, each leading to its details and to the booking form with the type chosen. */
export function RoomGrid({ rooms }: { rooms: RoomType[] }) {
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0">
      {rooms.map((room) => (
        <li className="col" key={room.id}>
          <RoomTypeCard
            room={room}
            action={
              <div className="d-flex gap-2">
                <Link
                  className="btn btn-outline-primary flex-fill"
                  to={`/room-details?type=${encodeURIComponent(room.room_type)}`}
                  aria-label={`View details of ${room.title}`}
                >
                  View details
                </Link>
                <Link
                  className="btn btn-primary flex-fill"
                  to={bookingLink({ roomType: room.room_type })}
                  aria-label={`Book ${room.title}`}
                >
                  Book
                </Link>
              </div>
            }
          />
        </li>
      ))}
    </ul>
  );
}
