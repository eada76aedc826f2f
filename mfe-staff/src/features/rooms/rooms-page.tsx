import { decodeToken, readToken } from '@haveli/api-client';
import { STAFF_RATES_PAGE_SIZE, STAFF_ROOM_SORTS, type StaffRoomRow } from '@haveli/contracts';
import { Badge, Button, EmptyState, ErrorState, formatDate, LoadingState, Pager } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useListParams } from '../../components/list-params';
import { SortHeader } from '../../components/sort-header';
import { StaffPage } from '../../components/staff-page';
import { useReopenRoom, useStaffRooms } from './api/staff-rooms';
import { ClosureDialog } from './components/closure-dialog';
import { RoomDialog } from './components/room-dialog';

type Dialog = { kind: 'edit' | 'close'; room: StaffRoomRow; open: boolean; opened: number };

function Closures({ room }: { room: StaffRoomRow }) {
  const reopen = useReopenRoom();
  if (room.closures.length === 0) return <span className="text-secondary">None</span>;
  return (
    <ul className="list-unstyled mb-0">
      {room.closures.map((closure) => (
        <li key={closure.id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <span>
            {formatDate(closure.starts_on)} to {formatDate(closure.ends_on)}: {closure.reason}
          </span>
          <Button
            size="sm"
            variant="outline"
            busy={reopen.isPending && reopen.variables?.id === closure.id}
            aria-label={`Back in service: room ${room.room_no} from ${formatDate(closure.starts_on)}`}
            onClick={() => reopen.mutate(closure)}
          >
            Back in service
          </Button>
        </li>
      ))}
      {reopen.isError && (
        <li className="text-danger small" role="alert">
          {reopen.error.message}
        </li>
      )}
    </ul>
  );
}

/** /staff/rooms: every room, its type and floor, in or out of service, and the nights it is closed. */
export function RoomsPage() {
  const { list, params, apply } = useListParams(STAFF_ROOM_SORTS);
  const roomTypeParam = Number(params.get('room_type'));
  const roomType = Number.isInteger(roomTypeParam) && roomTypeParam > 0 ? roomTypeParam : undefined;
  const rooms = useStaffRooms({ ...list, q: list.q || undefined, room_type: roomType });
  const [search, setSearch] = useState(list.q);
  const [type, setType] = useState(roomType ? String(roomType) : '');
  const [dialog, setDialog] = useState<Dialog>();
  const token = readToken();
  const isManager = (token ? decodeToken(token)?.role : undefined) === 'manager';
  const roomTypes = rooms.data?.room_types ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: search.trim(), room_type: type || undefined });
  };
  const sortProps = {
    sort: list.sort,
    dir: list.dir,
    onSort: (sort: typeof list.sort, dir: typeof list.dir) => apply({ sort, dir }),
  };

  let body;
  if (rooms.isPending) body = <LoadingState label="Loading rooms…" skeleton="lines" />;
  else if (rooms.isError)
    body = (
      <ErrorState
        title="We could not load the rooms"
        message={rooms.error.message}
        onRetry={() => void rooms.refetch()}
      />
    );
  else if (rooms.data.data.length === 0)
    body = <EmptyState title="No rooms match" message="Change or clear the search to see more." />;
  else
    body = (
      <>
        <p className="text-secondary" aria-live="polite">
          {rooms.data.total} {rooms.data.total === 1 ? 'room' : 'rooms'}
        </p>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Rooms</caption>
            <thead>
              <tr>
                <SortHeader label="Room" column="room_no" {...sortProps} />
                <SortHeader label="Floor" column="floor" {...sortProps} />
                <SortHeader label="Type" column="room_type" {...sortProps} />
                <th scope="col">Service</th>
                <th scope="col">Out of service</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rooms.data.data.map((room) => (
                <tr key={room.id}>
                  <th scope="row">{room.room_no}</th>
                  <td>{room.floor}</td>
                  <td>{room.room_type.title}</td>
                  <td>
                    <Badge tone={room.in_service ? 'success' : 'danger'}>
                      {room.in_service ? 'In service' : 'Out of service'}
                    </Badge>
                  </td>
                  <td>
                    <Closures room={room} />
                  </td>
                  <td>
                    <div className="d-flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Take room ${room.room_no} out of service for some nights`}
                        onClick={() => setDialog({ kind: 'close', room, open: true, opened: Date.now() })}
                      >
                        Out of service…
                      </Button>
                      {isManager && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Edit room ${room.room_no}`}
                          onClick={() => setDialog({ kind: 'edit', room, open: true, opened: Date.now() })}
                        >
                          Edit
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={list.page}
          total={rooms.data.total}
          pageSize={STAFF_RATES_PAGE_SIZE}
          onPageChange={(page) => apply({ page })}
          label="Room pages"
        />
      </>
    );

  const closeDialog = () => dialog && setDialog({ ...dialog, open: false });
  return (
    <StaffPage
      title="Rooms"
      lead="Every room by type and floor. A room out of service is not offered or booked on those nights."
    >
      <form className="row g-2 align-items-end mb-3" onSubmit={submit} role="search" aria-label="Find rooms">
        <div className="col-12 col-md-5">
          <label htmlFor="rooms-search" className="form-label">
            Search by number or type
          </label>
          <input
            id="rooms-search"
            type="search"
            className="form-control"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="col-12 col-md-4">
          <label htmlFor="rooms-type" className="form-label">
            Room type
          </label>
          <select
            id="rooms-type"
            className="form-select"
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            <option value="">Every type</option>
            {roomTypes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-auto">
          <Button type="submit">Show rooms</Button>
        </div>
      </form>
      {body}
      {dialog?.kind === 'close' && (
        <ClosureDialog key={dialog.opened} room={dialog.room} open={dialog.open} onClose={closeDialog} />
      )}
      {dialog?.kind === 'edit' && (
        <RoomDialog
          key={dialog.opened}
          room={dialog.room}
          roomTypes={roomTypes}
          open={dialog.open}
          onClose={closeDialog}
        />
      )}
    </StaffPage>
  );
}
