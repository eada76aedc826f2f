import type { StaffTableRequest } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { Button, FormField, formatDate } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useConfirmTableRequest, useDeclineTableRequest } from '../api/table-requests';

const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

/** One pending request: confirm it with a table that seats the party and is free, or decline it. */
export function TableRequestCard({ request }: { request: StaffTableRequest }) {
  const titleId = `table-request-${request.id}`;
  const confirm = useConfirmTableRequest();
  const decline = useDeclineTableRequest();
  const [tableId, setTableId] = useState(request.tables[0]?.id);
  const [declining, setDeclining] = useState(false);
  const chosen = request.tables.some((table) => table.id === tableId) ? tableId : request.tables[0]?.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== undefined) confirm.mutate({ id: request.id, tableId: chosen });
  };

  return (
    <article className="card h-100" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 className="h5" id={titleId}>
          {request.name} · {guests(request.party_size)}
        </h2>
        <p className="mb-1">
          {request.restaurant.name}, {formatDate(request.date)} at {request.time}
        </p>
        <p className="small text-secondary mb-1">
          {request.phone && <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>}
          {request.phone && request.email && ' · '}
          {request.email && <a href={`mailto:${request.email}`}>{request.email}</a>}
        </p>
        <p className="small mb-1">
          <Link to={`/staff/restaurants/${request.restaurant.id}/day?date=${request.date}`}>
            {request.restaurant.name}’s tables that day
          </Link>
        </p>
        {request.details && <p className="text-secondary mb-2">{request.details}</p>}
        <form onSubmit={submit} className="mt-3" aria-label={`Confirm ${request.name}’s request`}>
          {request.tables.length > 0 ? (
            <FormField label="Table" controlClassName="form-select">
              {(control) => (
                <select
                  {...control}
                  value={chosen}
                  onChange={(event) => setTableId(Number(event.target.value))}
                >
                  {request.tables.map((table) => (
                    <option key={table.id} value={table.id}>
                      {table.table_name} ({table.seats} seats)
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : (
            <p className="text-danger">
              No table that seats {guests(request.party_size)} is free at this time.
            </p>
          )}
          {confirm.isError && (
            <p className="text-danger" role="alert">
              {confirm.error.message}
            </p>
          )}
          <div className="d-flex flex-wrap gap-2">
            {request.tables.length > 0 && (
              <Button type="submit" size="lg" busy={confirm.isPending}>
                Confirm with this table
              </Button>
            )}
            <Button size="lg" variant="outline" onClick={() => setDeclining(true)}>
              Decline
            </Button>
          </div>
        </form>
      </div>
      <ReasonDialog
        title={`Decline ${request.name}’s request`}
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
    </article>
  );
}
