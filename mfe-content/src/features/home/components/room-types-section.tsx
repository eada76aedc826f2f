import { ErrorState, LoadingState } from '@haveli/ui';
import { useRoomTypes } from '../api/get-rooms';
import { RoomTypeCard } from './room-type-card';

/** SPEC §1 room types, from the API, with its loading, empty and failed states. */
export function RoomTypesSection() {
  const rooms = useRoomTypes();

  return (
    <section className="py-5" aria-labelledby="room-types-title">
      <div className="container">
        <header className="text-center mb-5">
          <h2 id="room-types-title" className="display-6 section-title">
            Room Types
          </h2>
        </header>
        {rooms.isPending ? (
          <LoadingState label="Loading room types…" />
        ) : rooms.isError ? (
          <ErrorState
            title="We could not load our room types"
            message={rooms.error.message}
            onRetry={() => void rooms.refetch()}
          />
        ) : rooms.data.data.length === 0 ? (
          <p className="text-center text-secondary">No room types are available right now.</p>
        ) : (
          <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 justify-content-center list-unstyled">
            {rooms.data.data.map((room) => (
              <li className="col" key={room.id}>
                <RoomTypeCard room={room} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
