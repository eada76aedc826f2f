import {
  HOUSEKEEPING_STATE_LABELS,
  HOUSEKEEPING_STATES,
  type HousekeepingState,
  type StaffHousekeepingResponse,
  type StaffHousekeepingRoom,
} from '@haveli/contracts';
import { Badge, type BadgeTone, Button, EmptyState, ErrorState, formatDate, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { signedInRole, StaffPage } from '../../components/staff-page';
import { refusalOf, useHousekeeping, useUpdateHousekeeping } from './api/housekeeping';

const TONES: Record<HousekeepingState, BadgeTone> = {
  dirty: 'warning',
  clean: 'info',
  inspected: 'success',
  out_of_order: 'danger',
};

/** The one big button for each state: what a housekeeper does next to the room. */
const NEXT: Partial<Record<HousekeepingState, { to: HousekeepingState; label: string }>> = {
  dirty: { to: 'clean', label: 'Mark clean' },
  clean: { to: 'inspected', label: 'Mark inspected' },
  out_of_order: { to: 'dirty', label: 'Back in service' },
};

/** One room: its state, who comes and goes, and a tap to move it on. */
function RoomCard({
  room,
  housekeepers,
  mayAssign,
}: {
  room: StaffHousekeepingRoom;
  housekeepers: StaffHousekeepingResponse['housekeepers'];
  mayAssign: boolean;
}) {
  const update = useUpdateHousekeeping();
  const titleId = `housekeeping-room-${room.id}`;
  const next = NEXT[room.state];
  const set = (state: HousekeepingState) => update.mutate({ id: room.id, state });
  const busy = update.isPending;
  return (
    <article className={`card housekeeping-card housekeeping-${room.state} h-100`} aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h3 className="h5 mb-0" id={titleId}>
              Room {room.room_no}
            </h3>
            <span className="small text-secondary">{room.room_type.title}</span>
          </div>
          <Badge tone={TONES[room.state]}>{HOUSEKEEPING_STATE_LABELS[room.state]}</Badge>
        </div>
        <ul className="list-inline mb-2 housekeeping-flags">
          {room.departing_today && (
            <li className="list-inline-item">
              <Badge tone="brand">Departure today</Badge>
            </li>
          )}
          {room.arriving_today && (
            <li className="list-inline-item">
              <Badge tone={room.ready ? 'success' : 'gold'}>Arrival today</Badge>
            </li>
          )}
          {room.in_house && !room.departing_today && (
            <li className="list-inline-item">
              <Badge tone="neutral">Guest in house</Badge>
            </li>
          )}
          {!room.in_service && (
            <li className="list-inline-item">
              <Badge tone="danger">Out of service</Badge>
            </li>
          )}
        </ul>
        {room.closure && (
          <p className="small mb-2">
            Closed by the front desk until {formatDate(room.closure.ends_on)}: {room.closure.reason}
          </p>
        )}
        <p className="small text-secondary mb-0">
          {room.changed_by ? `Set by ${room.changed_by}` : 'Not changed yet'}
          {room.housekeeper ? ` · ${room.housekeeper.name}’s room` : ''}
        </p>
        {update.isError && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {refusalOf(update.error)}
          </p>
        )}
      </div>
      <div className="card-footer d-flex flex-wrap gap-2">
        {next && (
          <Button size="lg" disabled={busy} onClick={() => set(next.to)}>
            {next.label}
            <span className="visually-hidden"> (room {room.room_no})</span>
          </Button>
        )}
        {(room.state === 'clean' || room.state === 'inspected') && (
          <Button size="lg" variant="outline" disabled={busy} onClick={() => set('dirty')}>
            Mark dirty<span className="visually-hidden"> (room {room.room_no})</span>
          </Button>
        )}
        {room.state !== 'out_of_order' && (
          <Button variant="link" disabled={busy} onClick={() => set('out_of_order')}>
            Out of order<span className="visually-hidden"> (room {room.room_no})</span>
          </Button>
        )}
        {mayAssign && (
          <select
            className="form-select form-select-sm housekeeping-assign ms-auto"
            aria-label={`Housekeeper for room ${room.room_no}`}
            value={room.housekeeper?.id ?? ''}
            disabled={busy}
            onChange={(event) =>
              update.mutate({
                id: room.id,
                housekeeper_id: event.target.value ? Number(event.target.value) : null,
              })
            }
          >
            <option value="">Nobody assigned</option>
            {housekeepers.map((keeper) => (
              <option key={keeper.id} value={keeper.id}>
                {keeper.name}
              </option>
            ))}
          </select>
        )}
      </div>
    </article>
  );
}

/** How many rooms are in each state, each a switch that shows only those rooms (the dirty ones to start). */
function StateFilter({
  rooms,
  only,
  choose,
}: {
  rooms: StaffHousekeepingRoom[];
  only: HousekeepingState | null;
  choose: (state: HousekeepingState | null) => void;
}) {
  return (
    <div
      className="d-flex flex-wrap gap-2 mb-3 housekeeping-filter"
      role="group"
      aria-label="Show rooms that are"
    >
      {HOUSEKEEPING_STATES.map((state) => (
        <button
          key={state}
          type="button"
          className={`btn btn-sm ${only === state ? 'btn-dark' : 'btn-outline-dark'}`}
          aria-pressed={only === state}
          onClick={() => choose(only === state ? null : state)}
        >
          <span className="fw-semibold">{rooms.filter((room) => room.state === state).length}</span>{' '}
          {HOUSEKEEPING_STATE_LABELS[state].toLowerCase()}
        </button>
      ))}
    </div>
  );
}

function Rooms({ mine, showAll }: { mine: boolean; showAll: () => void }) {
  const query = useHousekeeping(mine);
  const [only, setOnly] = useState<HousekeepingState | null>(null);
  // A housekeeper works the rooms; supervisors (front desk, managers) also share them out.
  const mayAssign = signedInRole() !== 'housekeeping';
  if (query.isPending) return <LoadingState label="Loading the rooms…" skeleton="cards" count={6} />;
  if (query.isError)
    return (
      <ErrorState
        title="We could not load the rooms"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const { rooms, housekeepers } = query.data;
  if (rooms.length === 0)
    return (
      <EmptyState
        title={mine ? 'No rooms are assigned to you' : 'No rooms yet'}
        message={mine ? 'Ask your supervisor, or work from all rooms.' : undefined}
        action={
          mine ? (
            <Button variant="outline" onClick={showAll}>
              Show all rooms
            </Button>
          ) : undefined
        }
      />
    );
  const shown = only ? rooms.filter((room) => room.state === only) : rooms;
  const floors = [...new Set(shown.map((room) => room.floor))];
  return (
    <>
      <StateFilter rooms={rooms} only={only} choose={setOnly} />
      {shown.length === 0 && (
        <p className="text-secondary">
          No room is {HOUSEKEEPING_STATE_LABELS[only ?? 'dirty'].toLowerCase()}.
        </p>
      )}
      {floors.map((floor) => (
        <section key={floor} className="mb-4" aria-labelledby={`housekeeping-floor-${floor}`}>
          <h2 className="h5" id={`housekeeping-floor-${floor}`}>
            {floor === 0 ? 'Ground floor' : `Floor ${floor}`}
          </h2>
          <ul className="row g-3 list-unstyled">
            {shown
              .filter((room) => room.floor === floor)
              .map((room) => (
                <li key={room.id} className="col-12 col-md-6 col-xl-4">
                  <RoomCard room={room} housekeepers={housekeepers} mayAssign={mayAssign} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /staff/housekeeping: rooms floor by floor, one tap to move each on; a housekeeper starts with their own. */
export function HousekeepingPage() {
  const [mine, setMine] = useState(() => signedInRole() === 'housekeeping');
  return (
    <StaffPage
      title="Housekeeping"
      lead="Dirty, clean, inspected: rooms are ready for a guest once clean or inspected."
    >
      <div className="btn-group mb-3 housekeeping-scope" role="group" aria-label="Which rooms">
        {[
          { value: true, label: 'My rooms' },
          { value: false, label: 'All rooms' },
        ].map((scope) => (
          <button
            key={scope.label}
            type="button"
            className={`btn ${mine === scope.value ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={mine === scope.value}
            onClick={() => setMine(scope.value)}
          >
            {scope.label}
          </button>
        ))}
      </div>
      <Rooms mine={mine} showAll={() => setMine(false)} />
    </StaffPage>
  );
}
