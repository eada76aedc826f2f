import type { StaffFloor } from '@haveli/contracts';
import { Button, formatDate, FormField } from '@haveli/ui';
import { type FormEvent, useId, useState } from 'react';
import { ActionAnswer } from '../../../components/action-answer';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { FormDialog } from '../../../components/form-dialog';
import { useAddClosure, useRemoveClosure } from '../api/table-actions';

const when = (closure: StaffFloor['closures'][number]) =>
  `${formatDate(closure.starts_on)}${closure.ends_on === closure.starts_on ? '' : ` – ${formatDate(closure.ends_on)}`}, ${
    closure.from_time ? `${closure.from_time}–${closure.until_time}` : 'all day'
  }`;

/** A closure or private event: dates, an optional window, a reason, and the tables it holds (none: all). */
function AddClosureDialog({
  floor,
  open,
  onClose,
}: {
  floor: StaffFloor;
  open: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const add = useAddClosure();
  const [from, setFrom] = useState(floor.date);
  const [to, setTo] = useState(floor.date);
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [reason, setReason] = useState('');
  const [tables, setTables] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Give a reason, e.g. Private event: Sharma wedding.');
      return;
    }
    setError(undefined);
    add.mutate(
      {
        restaurantId: floor.restaurant.id,
        closure: {
          starts_on: from,
          ends_on: to,
          ...(opens || closes ? { from_time: opens, until_time: closes } : {}),
          reason: reason.trim(),
          table_ids: tables,
        },
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog
      title="Close the restaurant or hold tables"
      open={open}
      onClose={onClose}
      formId={formId}
      submitLabel="Add closure"
      busy={add.isPending}
      failure={add.isError ? add.error.message : null}
      onSubmit={submit}
    >
      <div className="row g-2">
        <FormField label="Reason" className="col-12" error={error}>
          {(control) => (
            <input
              {...control}
              value={reason}
              maxLength={200}
              placeholder="Private event: Sharma wedding"
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="From" className="col-6">
          {(control) => (
            <input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          )}
        </FormField>
        <FormField label="To" className="col-6">
          {(control) => (
            <input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          )}
        </FormField>
        <FormField label="From time (optional)" className="col-6">
          {(control) => (
            <input
              {...control}
              type="time"
              value={opens}
              onChange={(event) => setOpens(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Until time (optional)" className="col-6">
          {(control) => (
            <input
              {...control}
              type="time"
              value={closes}
              onChange={(event) => setCloses(event.target.value)}
            />
          )}
        </FormField>
        <fieldset className="col-12">
          <legend className="form-label fs-6">Tables held (none ticked: the whole restaurant)</legend>
          <div className="d-flex flex-wrap gap-3">
            {floor.tables.map((table) => (
              <div className="form-check" key={table.id}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${formId}-table-${table.id}`}
                  checked={tables.includes(table.id)}
                  onChange={(event) =>
                    setTables((current) =>
                      event.target.checked ? [...current, table.id] : current.filter((id) => id !== table.id),
                    )
                  }
                />
                <label className="form-check-label" htmlFor={`${formId}-table-${table.id}`}>
                  {table.label}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
    </FormDialog>
  );
}

/** The day's closures and private events, each removable after a question. */
export function Closures({ floor }: { floor: StaffFloor }) {
  const remove = useRemoveClosure();
  const [adding, setAdding] = useState(false);
  return (
    <section className="mt-4" aria-labelledby="closures-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="closures-heading" className="h5 mb-0 me-auto">
          Closures and private events
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add closure
        </Button>
      </div>
      <ActionAnswer action={remove} />
      {floor.closures.length === 0 ? (
        <p className="text-secondary">Nothing closes or holds a table on this day.</p>
      ) : (
        <ul className="list-unstyled" aria-label="Closures and private events">
          {floor.closures.map((closure) => (
            <li key={closure.id} className="border-top py-2 d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">
                <strong>{closure.reason}</strong>
                <span className="d-block small text-secondary">
                  {when(closure)} ·{' '}
                  {closure.tables.length === 0
                    ? 'the whole restaurant'
                    : closure.tables.map((table) => table.label).join(', ')}
                </span>
              </span>
              <ConfirmDelete
                label="Remove"
                question={`Remove “${closure.reason}”? Its tables can be booked again.`}
                busy={remove.isPending}
                onConfirm={() => remove.mutate({ restaurantId: floor.restaurant.id, closureId: closure.id })}
              />
            </li>
          ))}
        </ul>
      )}
      {adding && <AddClosureDialog floor={floor} open onClose={() => setAdding(false)} />}
    </section>
  );
}
