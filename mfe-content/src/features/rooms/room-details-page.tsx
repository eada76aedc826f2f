import { bookingLink, MAX_PAGE_LIMIT } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';
import { Link, useSearchParams } from '@haveli/router';
import { useRoomTypes } from '../../api/get-room-types';
import { BookingBar } from '../../components/booking-bar/booking-bar';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { RoomAmenities } from './components/room-amenities';
import { RoomGallery } from './gallery/room-gallery';
import { RoomFacts } from './components/room-facts';

/** SPEC §2 room details: one room type (`?type=Suite`, else the first), its amenities and the booking bar. */
export function RoomDetailsPage() {
  const [params] = useSearchParams();
  const rooms = useRoomTypes(1, MAX_PAGE_LIMIT);
  const wanted = params.get('type')?.toLowerCase();
  return (
    <>
      <PageHeader title="Room Details" lead="Everything you need to know before you stay." />
      <div className="container py-5">
        <QueryState
          query={rooms}
          loading="Loading room details…"
          errorTitle="We could not load this room"
          empty="No room types are available right now."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => {
            const room = data.data.find((type) => type.room_type.toLowerCase() === wanted) ?? data.data[0]!;
            const others = data.data.filter((type) => type.id !== room.id);
            return (
              <>
                <article className="row g-4 g-lg-5 align-items-start" aria-labelledby="room-title">
                  <div className="col-12 col-lg-7">
                    <RoomGallery room={room} />
                  </div>
                  <div className="col-12 col-lg-5">
                    <p className="section-eyebrow mb-2">{room.room_type}</p>
                    <h2 id="room-title" className="h2">
                      {room.title}
                    </h2>
                    <p className="lead text-secondary">{room.short_desc}</p>
                    <p>
                      <span className="fs-4 fw-semibold text-primary">{formatInr(room.room_base_price)}</span>{' '}
                      per night, breakfast included
                    </p>
                    <Link className="btn btn-primary" to={bookingLink({ roomType: room.room_type })}>
                      Book {room.title}
                    </Link>
                    <h3 className="visually-hidden">At a glance</h3>
                    <RoomFacts roomType={room.room_type} />
                    {room.amenities && room.amenities.length > 0 && (
                      <>
                        <h3 className="h5 mt-4">In your room</h3>
                        <RoomAmenities amenities={room.amenities} />
                      </>
                    )}
                  </div>
                </article>
                <div className="mt-5">
                  <BookingBar title={`Check availability for your stay`} />
                </div>
                {others.length > 0 && (
                  <nav className="mt-5" aria-label="Other room types">
                    <h2 className="h5">Other room types</h2>
                    <ul className="list-inline mb-0">
                      {others.map((type) => (
                        <li className="list-inline-item" key={type.id}>
                          <Link to={`/room-details?type=${encodeURIComponent(type.room_type)}`}>
                            {type.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
              </>
            );
          }}
        </QueryState>
      </div>
    </>
  );
}
