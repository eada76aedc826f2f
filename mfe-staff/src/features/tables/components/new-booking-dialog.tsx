import { MAX_PARTY_SIZE, slotStartsAt, type StaffFloor } from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useCreateTableBooking } from '../api/table-actions';
import { freeTablesFor } from '../floor-view';

interface Draft {
  name: string;
  phone: string;
  email: string;
  party: string;
  time: string;
  table: string;
}

/** The first sitting that has not ended: a walk-in sits now, a phone guest usually later. */
const nextSitting = (floor: StaffFloor) =>
  floor.sittings.find(
    (time) => slotStartsAt(floor.date, time) + floor.restaurant.slot_minutes * 60_000 > Date.now(),
  ) ??
  floor.sittings[0] ??
  '';

/** A phone or walk-in party: who, how to reach them, how many, when, and a table if the desk has one in mind. */
export function NewBookingDialog({
  floor,
  open,
  onClose,
}: {
  floor: StaffFloor;
  open: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const create = useCreateTableBooking();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    phone: '',
    email: '',
    party: '2',
    time: nextSitting(floor),
    table: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const party = Number(draft.party);
  const tables = Number.isInteger(party) && party > 0 ? freeTablesFor(floor, draft.time, party) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!draft.name.trim()) found.name = 'Name is required.';
    if (!/^\+?\d[\d ()-]{5,19}$/.test(draft.phone.trim()))
      found.phone = 'Enter a phone number like +91 98290 12345.';
    if (!Number.isInteger(party) || party < 1 || party > MAX_PARTY_SIZE)
      found.party = `Party size must be a whole number from 1 to ${MAX_PARTY_SIZE}.`;
    if (!draft.time) found.time = 'Choose a sitting.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        restaurant_id: floor.restaurant.id,
        date: floor.date,
        time: draft.time,
        party_size: party,
        name: draft.name.trim(),
        phone: draft.phone.trim(),
        ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
        ...(draft.table ? { table_id: Number(draft.table) } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog
      title={`New booking at ${floor.restaurant.name}`}
      open={open}
      onClose={onClose}
      formId={formId}
      submitLabel="Book the table"
      busy={create.isPending}
      failure={create.isError ? create.error.message : null}
      onSubmit={submit}
    >
      <div className="row g-2">
        <FormField label="Guest name" className="col-12" error={errors.name}>
          {(control) => <input {...control} value={draft.name} onChange={set('name')} autoComplete="off" />}
        </FormField>
        <FormField label="Phone" className="col-12 col-sm-6" error={errors.phone}>
          {(control) => <input {...control} type="tel" value={draft.phone} onChange={set('phone')} />}
        </FormField>
        <FormField label="Email (optional)" className="col-12 col-sm-6">
          {(control) => <input {...control} type="email" value={draft.email} onChange={set('email')} />}
        </FormField>
        <FormField label="Party size" className="col-6 col-sm-4" error={errors.party}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={MAX_PARTY_SIZE}
              value={draft.party}
              onChange={set('party')}
            />
          )}
        </FormField>
        <FormField
          label="Sitting"
          className="col-6 col-sm-4"
          controlClassName="form-select"
          error={errors.time}
        >
          {(control) => (
            <select {...control} value={draft.time} onChange={set('time')}>
              {floor.sittings.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Table (optional)" className="col-12 col-sm-4" controlClassName="form-select">
          {(control) => (
            <select {...control} value={draft.table} onChange={set('table')}>
              <option value="">First free table that fits</option>
              {tables.map((table) => (
                <option key={table.id} value={table.id}>
                  {table.label} ({table.seats} seats)
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </FormDialog>
  );
}
