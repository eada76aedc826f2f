import type { StaffDayRequest, StaffRestaurantDay } from '@haveli/contracts';
import { Button, FormField } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useAnswerRequest } from '../api/restaurant-day';

const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** Tables in service that seat the party and hold no confirmed party at its time (the API checks again). */
const freeTablesFor = (day: StaffRestaurantDay, request: StaffDayRequest) =>
  day.tables
    .filter(
      (table) =>
        !table.retired &&
        table.seats >= request.party_size &&
        !table.requests.some((party) => party.time === request.time),
    )
    .sort((a, b) => a.seats - b.seats || a.label.localeCompare(b.label));

/** A request waiting for a table: confirmed here with one that fits and is free, or declined with a reason. */
export function PendingRequest({ day, request }: { day: StaffRestaurantDay; request: StaffDayRequest }) {
  const confirm = useAnswerRequest();
  const decline = useAnswerRequest();
  const free = freeTablesFor(day, request);
  const [tableId, setTableId] = useState<number>();
  const [declining, setDeclining] = useState(false);
  const chosen = free.some((table) => table.id === tableId) ? tableId : free[0]?.id;
  const who = `${request.guest_name}’s request at ${request.time}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== undefined) confirm.mutate({ id: request.id, tableId: chosen });
  };

  return (
    <li className="border-bottom py-2">
      <form onSubmit={submit} aria-label={`Confirm ${who}`} className="row g-2 align-items-end">
        <p className="col-12 col-md-4 mb-md-2">
          <span className="fw-semibold">{request.time}</span>: {request.guest_name},{' '}
          {guests(request.party_size)}
        </p>
        {free.length > 0 ? (
          <FormField label="Table" className="col-12 col-md-4 mb-0" controlClassName="form-select">
            {(control) => (
              <select
                {...control}
                value={chosen}
                onChange={(event) => setTableId(Number(event.target.value))}
              >
                {free.map((table) => (
                  <option key={table.id} value={table.id}>
                    {table.label} ({table.seats} seats)
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          <p className="col-12 col-md-4 text-danger mb-md-2">
            No table that seats {guests(request.party_size)} is free at {request.time}.
          </p>
        )}
        <div className="col-12 col-md-4 d-flex flex-wrap gap-2">
          {free.length > 0 && (
            <Button type="submit" busy={confirm.isPending} aria-label={`Confirm ${who} with this table`}>
              Confirm
            </Button>
          )}
          <Button variant="outline" aria-label={`Decline ${who}`} onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
        {confirm.isError && (
          <p className="col-12 text-danger mb-0" role="alert">
            {confirm.error.message}
          </p>
        )}
      </form>
      <ReasonDialog
        title={`Decline ${who}`}
        action="Decline request"
        open={declining}
        busy={decline.isPending}
        failure={decline.isError ? decline.error.message : null}
        onClose={() => {
          decline.reset();
          setDeclining(false);
        }}
        onSubmit={(reason) =>
          decline.mutate({ id: request.id, reason }, { onSuccess: () => setDeclining(false) })
        }
      />
    </li>
  );
}
