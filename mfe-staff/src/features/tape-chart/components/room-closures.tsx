import { ApiRequestError } from '@haveli/api-client';
import type { StaffTapeChart } from '@haveli/contracts';
import { Button, FormAlert, FormField, formatDate } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useCloseRoom, useReopenRoom } from '../api/closures';

type Fields = 'room' | 'from' | 'to' | 'reason';

/** Take a room out of service for some nights, and the closures the chart shows, each reopenable. */
export function RoomClosures({ chart }: { chart: StaffTapeChart }) {
  const close = useCloseRoom();
  const reopen = useReopenRoom();
  const [draft, setDraft] = useState({ room: '', from: '', to: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const set = (changes: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...changes }));
  const server =
    close.error instanceof ApiRequestError ? (close.error.fields ?? {}) : ({} as Record<string, string>);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Fields, string>> = {};
    if (!draft.room) found.room = 'Choose a room.';
    if (!draft.from) found.from = 'Choose the first night.';
    if (!draft.to) found.to = 'Choose the day it is back in service.';
    else if (draft.from && draft.to <= draft.from) found.to = 'To must be after From.';
    if (!draft.reason.trim()) found.reason = 'Give a reason, e.g. Repainting.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    close.mutate(
      { roomId: Number(draft.room), from: draft.from, to: draft.to, reason: draft.reason.trim() },
      { onSuccess: () => setDraft({ room: '', from: '', to: '', reason: '' }) },
    );
  };

  const closures = chart.rooms.flatMap((room) =>
    room.closures.map((closure) => ({ ...closure, room_no: room.room_no })),
  );

  return (
    <section className="mt-4" aria-labelledby="room-closures-heading">
      <h2 id="room-closures-heading" className="h5">
        Rooms out of service
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="row g-2 align-items-start"
        aria-label="Take a room out of service"
      >
        <div className="col-12">
          <FormAlert
            message={close.isError && Object.keys(server).length === 0 ? close.error.message : null}
          />
          {close.isSuccess && (
            <p className="text-success-emphasis small" role="status">
              Room taken out of service.
            </p>
          )}
        </div>
        <FormField label="Room" className="col-6 col-md-2" controlClassName="form-select" error={errors.room}>
          {(control) => (
            <select {...control} value={draft.room} onChange={(event) => set({ room: event.target.value })}>
              <option value="">Choose</option>
              {chart.rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.room_no}, {room.room_type.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="From" className="col-6 col-md-2" error={errors.from ?? server.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.from}
              onChange={(event) => set({ from: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Back in service on" className="col-6 col-md-2" error={errors.to ?? server.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.to}
              onChange={(event) => set({ to: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Reason" className="col-6 col-md-4" error={errors.reason ?? server.reason}>
          {(control) => (
            <input
              {...control}
              maxLength={200}
              value={draft.reason}
              onChange={(event) => set({ reason: event.target.value })}
            />
          )}
        </FormField>
        <div className="col-12 col-md-2 pt-md-4">
          <Button type="submit" className="w-100" busy={close.isPending}>
            Take out of service
          </Button>
        </div>
      </form>
      {closures.length === 0 ? (
        <p className="text-secondary">No room is closed over these 14 nights.</p>
      ) : (
        <ul className="list-unstyled" aria-label="Closures over these nights">
          {closures.map((closure) => (
            <li key={closure.id} className="d-flex flex-wrap align-items-center gap-2 border-bottom py-2">
              <span className="flex-grow-1">
                Room {closure.room_no}: {formatDate(closure.starts_on)} to {formatDate(closure.ends_on)},{' '}
                {closure.reason}
              </span>
              <Button
                size="sm"
                variant="outline"
                busy={reopen.isPending && reopen.variables?.id === closure.id}
                aria-label={`Return to service: room ${closure.room_no} from ${formatDate(closure.starts_on)}`}
                onClick={() => reopen.mutate(closure)}
              >
                Return to service
              </Button>
            </li>
          ))}
        </ul>
      )}
      {reopen.isError && (
        <p className="text-danger-emphasis small" role="alert">
          {reopen.error.message}
        </p>
      )}
    </section>
  );
}
