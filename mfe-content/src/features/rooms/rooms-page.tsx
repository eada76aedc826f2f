import { PAGE_SIZE } from '@haveli/contracts';
import { Pager } from '@haveli/ui';
import { useState } from 'react';
import { useRoomTypes } from '../../api/get-room-types';
import { BookingBar } from '../../components/booking-bar/booking-bar';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { RoomGrid } from './components/room-grid';
import { SampleStays } from './components/sample-stays';

/** SPEC §2 Rooms: booking bar, room types (five a page, from the API) and static sample cards. */
export function RoomsPage() {
  const [page, setPage] = useState(1);
  const rooms = useRoomTypes(page);
  return (
    <>
      <PageHeader
        title="Rooms & Suites"
        crumb="Rooms"
        lead="Twenty-seven rooms and suites around three courtyards, each restored by the craftspeople of Rajasthan."
      />
      <div className="container py-4">
        <BookingBar />
      </div>
      <section className="py-5" aria-labelledby="rooms-list-title">
        <div className="container">
          <h2 id="rooms-list-title" className="h3 section-title mb-4">
            Room Types
          </h2>
          <QueryState
            query={rooms}
            loading="Loading room types…"
            errorTitle="We could not load our room types"
            empty="No room types are available right now."
            isEmpty={(data) => data.data.length === 0}
          >
            {(data) => (
              <>
                <RoomGrid rooms={data.data} />
                <Pager
                  page={page}
                  total={data.total}
                  pageSize={PAGE_SIZE.rooms}
                  onPageChange={setPage}
                  label="Room type pages"
                />
              </>
            )}
          </QueryState>
        </div>
      </section>
      <SampleStays />
    </>
  );
}
