import type { StaffFloor, StaffTableBooking } from '@haveli/contracts';
import { Badge, Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { type FormEvent, useId, useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog';
import { type TableAction, useTableAction } from '../api/table-actions';
import { freeTablesFor, guests, STATE_BADGES } from '../floor-view';

/** Chooses a table that is free at the party's time and seats it. */
function MoveDialog({
  floor,
  booking,
  open,
  busy,
  failure,
  onClose,
  onMove,
}: {
  floor: StaffFloor;
  booking: StaffTableBooking;
  open: boolean;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onMove: (tableId: number) => void;
}) {
  const formId = useId();
  const free = freeTablesFor(floor, booking.time, booking.party_size, booking.table_id ?? undefined);
  const [tableId, setTableId] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tableId) setError('Choose a table.');
    else onMove(Number(tableId));
  };
  return (
    <Modal
      title={`Move ${booking.name}, ${guests(booking.party_size)}`}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep the table
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={free.length === 0}>
            Move
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        {free.length === 0 ? (
          <p className="mb-0">No other table seats the party at {booking.time}.</p>
        ) : (
          <FormField label={`Free table at ${booking.time}`} controlClassName="form-select" error={error}>
            {(control) => (
              <select {...control} value={tableId} onChange={(event) => setTableId(event.target.value)}>
                <option value="">Choose a table</option>
                {free.map((table) => (
                  <option key={table.id} value={table.id}>
                    {table.label} ({table.seats} seats)
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </form>
    </Modal>
  );
}

/** One party on the floor: who, when, how to call them, its state in words, and what can be done next. */
export function Party({ floor, booking }: { floor: StaffFloor; booking: StaffTableBooking }) {
  const act = useTableAction();
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const badge = STATE_BADGES[booking.status];
  const run = (action: TableAction) => act.mutate(action, { onSuccess: () => setDialog(null) });
  const failure = act.isError ? act.error.message : null;
  const who = `${booking.name}, ${guests(booking.party_size)}`;
  return (
    <li className="py-2 border-top">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <strong>{booking.time}</strong>
        <span>{who}</span>
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </div>
      <div className="small text-secondary">
        {booking.phone ? (
          <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>
        ) : (
          'Booked online'
        )}
        {booking.reason && <> · {booking.reason}</>}
      </div>
      {dialog === null && <FormAlert message={failure} />}
      <div className="d-flex flex-wrap gap-2 mt-1" role="group" aria-label={`Actions for ${who}`}>
        {booking.status === 'Confirmed' && (
          <Button size="sm" busy={act.isPending} onClick={() => run({ id: booking.id, action: 'seat' })}>
            Seat
          </Button>
        )}
        {(booking.status === 'Confirmed' || booking.status === 'Seated') && (
          <Button size="sm" variant="secondary" onClick={() => setDialog('move')}>
            Move
          </Button>
        )}
        {booking.status === 'Seated' && (
          <Button size="sm" onClick={() => run({ id: booking.id, action: 'finish' })}>
            Finish
          </Button>
        )}
        {booking.status === 'Confirmed' && (
          <>
            <Button size="sm" variant="outline" onClick={() => run({ id: booking.id, action: 'no-show' })}>
              No-show
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog('cancel')}>
              Cancel
            </Button>
          </>
        )}
      </div>
      {dialog === 'move' && (
        <MoveDialog
          floor={floor}
          booking={booking}
          open
          busy={act.isPending}
          failure={failure}
          onClose={() => setDialog(null)}
          onMove={(tableId) => run({ id: booking.id, action: 'move', table_id: tableId })}
        />
      )}
      <ReasonDialog
        title={`Cancel ${who} at ${booking.time}`}
        action="Cancel booking"
        open={dialog === 'cancel'}
        busy={act.isPending}
        failure={failure}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => run({ id: booking.id, action: 'cancel', reason })}
      />
    </li>
  );
}
