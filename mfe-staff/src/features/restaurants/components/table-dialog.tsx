import { ApiRequestError } from '@haveli/api-client';
import {
  MAX_PARTY_SIZE,
  STAFF_RESTAURANT_MESSAGES,
  TABLE_LABEL_MAX,
  type StaffRestaurant,
  type StaffRestaurantTable,
} from '@haveli/contracts';
import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSaveTable } from '../api/staff-restaurants';

export interface TableDialogProps {
  restaurant: StaffRestaurant;
  /** The table to change; none to add one. */
  table?: StaffRestaurantTable | undefined;
  open: boolean;
  onClose: () => void;
}

type Errors = { label?: string | undefined; seats?: string | undefined };

/** Adds a table to a restaurant or changes one: its name and how many it seats. */
export function TableDialog({ restaurant, table, open, onClose }: TableDialogProps) {
  const formId = useId();
  const save = useSaveTable();
  const [label, setLabel] = useState(table?.label ?? '');
  const [seats, setSeats] = useState(table ? String(table.seats) : '');
  const [errors, setErrors] = useState<Errors>({});
  const server = save.error instanceof ApiRequestError ? (save.error.fields ?? {}) : {};
  const title = table ? `Change ${table.label}` : `Add a table to ${restaurant.name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(seats);
    const found: Errors = {};
    if (!label.trim()) found.label = STAFF_RESTAURANT_MESSAGES.label;
    if (!/^\d+$/.test(seats.trim()) || count < 1 || count > MAX_PARTY_SIZE)
      found.seats = STAFF_RESTAURANT_MESSAGES.seats;
    setErrors(found);
    save.reset();
    if (found.label || found.seats) return;
    save.mutate(
      { restaurantId: restaurant.id, tableId: table?.id, label: label.trim(), seats: count },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {table ? 'Save table' : 'Add table'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={title}>
        <FormAlert message={save.isError && !server.label && !server.seats ? save.error.message : null} />
        <FormField label="Name" error={errors.label ?? server.label}>
          {(control) => (
            <input
              {...control}
              value={label}
              maxLength={TABLE_LABEL_MAX}
              onChange={(event) => setLabel(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Seats" error={errors.seats ?? server.seats}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PARTY_SIZE}
              value={seats}
              onChange={(event) => setSeats(event.target.value)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
