import { MAX_PAGE_LIMIT } from '@haveli/contracts';
import { useRoomTypes } from '../../api/get-room-types';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { RoomGrid } from './components/room-grid';

/** The /room screen: every room type of the hotel at a glance. */
export function RoomListPage() {
  const rooms = useRoomTypes(1, MAX_PAGE_LIMIT);
  return (
    <>
      <PageHeader title="Our Rooms" crumb="Room" lead="Choose the room that suits your stay." />
      <div className="container py-5">
        <h2 className="visually-hidden">Rooms and suites</h2>
        <QueryState
          query={rooms}
          loading="Loading rooms…"
          errorTitle="We could not load our rooms"
          empty="No room types are available right now."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => <RoomGrid rooms={data.data} />}
        </QueryState>
      </div>
    </>
  );
}
