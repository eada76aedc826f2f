import { BOOKING_ROOM_TYPES, MAX_PAGE_LIMIT } from '@haveli/contracts';
import { useState } from 'react';
import { useRoomTypes } from '../../api/get-room-types';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { RoomGrid } from './components/room-grid';

const FILTERS = ['All', ...BOOKING_ROOM_TYPES] as const;
type Filter = (typeof FILTERS)[number];

/** The /RoomType screen: room types, filtered by the types a guest books (Standard, Deluxe, Suite). */
export function RoomTypePage() {
  const [filter, setFilter] = useState<Filter>('All');
  const rooms = useRoomTypes(1, MAX_PAGE_LIMIT);
  return (
    <>
      <PageHeader title="Room Types" lead="Standard, Deluxe or Suite: find your kind of stay." />
      <div className="container py-5">
        <h2 className="visually-hidden">Room types</h2>
        <div className="btn-group flex-wrap mb-4" role="group" aria-label="Show room types">
          {FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className={`btn ${option === filter ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={option === filter}
              onClick={() => setFilter(option)}
            >
              {option}
            </button>
          ))}
        </div>
        <QueryState
          query={rooms}
          loading="Loading room types…"
          errorTitle="We could not load our room types"
          empty="No room types are available right now."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => {
            const shown = data.data.filter((room) => filter === 'All' || room.room_type.includes(filter));
            return shown.length === 0 ? (
              <p className="text-secondary">No {filter} rooms right now.</p>
            ) : (
              <RoomGrid rooms={shown} />
            );
          }}
        </QueryState>
      </div>
    </>
  );
}
