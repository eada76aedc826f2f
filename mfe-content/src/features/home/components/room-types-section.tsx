import { Link } from '@haveli/router';
import { useRoomTypes } from '../../../api/get-room-types';
import { QueryState } from '../../../components/query-state';
import { RoomTypeCarousel } from '../../../components/room-type-carousel';

/** SPEC §1 room-type carousel, from the API, with its loading, empty and failed states. */
export function RoomTypesSection() {
  const rooms = useRoomTypes();

  return (
    <section className="py-5" aria-labelledby="room-types-title">
      <div className="container">
        <header className="text-center mb-5">
          <p className="section-eyebrow mb-2">Stay</p>
          <h2 id="room-types-title" className="display-6 section-title">
            Room Types
          </h2>
        </header>
        <QueryState
          query={rooms}
          loading="Loading room types…"
          errorTitle="We could not load our room types"
          empty="No room types are available right now."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => <RoomTypeCarousel rooms={data.data} label="Room types" />}
        </QueryState>
        <p className="text-center mt-4 mb-0">
          <Link className="link-primary" to="/rooms">
            See all rooms and suites
          </Link>
        </p>
      </div>
    </section>
  );
}
