import {
  ADJUST_KINDS,
  type StaffRoomTypeRef,
  type StaffSeason,
  staffSeasonInputSchema,
} from '@haveli/contracts';
import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useFormErrors } from '../../../components/field-errors';
import { useDeleteSeason, useSaveSeason } from '../api/staff-rates';
import { numberOrMissing } from './number-draft';

const KIND_LABELS = { percent: 'Percent', amount: 'Rupees a night' } as const;

export interface SeasonDialogProps {
  /** Undefined for a new season. */
  season: StaffSeason | undefined;
  roomTypes: StaffRoomTypeRef[];
  open: boolean;
  onClose: () => void;
}

/** Adds, changes or deletes a season: dates (inclusive) that move each night's rate up or down. */
export function SeasonDialog({ season, roomTypes, open, onClose }: SeasonDialogProps) {
  const save = useSaveSeason();
  const remove = useDeleteSeason();
  const [draft, setDraft] = useState({
    name: season?.name ?? '',
    room_type_id: season?.room_type ? String(season.room_type.id) : '',
    starts_on: season?.starts_on ?? '',
    ends_on: season?.ends_on ?? '',
    adjust_kind: season?.adjust_kind ?? 'percent',
    adjust_value: season ? String(season.adjust_value) : '',
    priority: season ? String(season.priority) : '0',
  });
  const { errors, failure, check, refused } = useFormErrors();
  const set = (changes: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(staffSeasonInputSchema, {
      ...draft,
      room_type_id: draft.room_type_id ? Number(draft.room_type_id) : null,
      adjust_value: numberOrMissing(draft.adjust_value),
      priority: numberOrMissing(draft.priority),
    });
    if (!parsed) return;
    save.mutate({ ...parsed, id: season?.id }, { onSuccess: onClose, onError: refused });
  };

  const formId = `season-form-${season?.id ?? 'new'}`;
  return (
    <Modal
      title={season ? `Season: ${season.name}` : 'Add a season'}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          {season && (
            <Button
              variant="outline"
              busy={remove.isPending}
              onClick={() => remove.mutate(season.id, { onSuccess: onClose, onError: refused })}
            >
              Delete season
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            Save season
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <FormField label="Name" error={errors.name}>
          {(control) => (
            <input {...control} value={draft.name} onChange={(event) => set({ name: event.target.value })} />
          )}
        </FormField>
        <FormField label="Rooms" controlClassName="form-select" error={errors.room_type_id}>
          {(control) => (
            <select
              {...control}
              value={draft.room_type_id}
              onChange={(event) => set({ room_type_id: event.target.value })}
            >
              <option value="">Every type</option>
              {roomTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="row g-2">
          <FormField label="Starts on" className="col-12 col-sm-6 mb-3" error={errors.starts_on}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.starts_on}
                onChange={(event) => set({ starts_on: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Ends on (last night)" className="col-12 col-sm-6 mb-3" error={errors.ends_on}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.ends_on}
                onChange={(event) => set({ ends_on: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            label="Adjust by"
            className="col-12 col-sm-6 mb-3"
            controlClassName="form-select"
            error={errors.adjust_kind}
          >
            {(control) => (
              <select
                {...control}
                value={draft.adjust_kind}
                onChange={(event) => set({ adjust_kind: event.target.value as StaffSeason['adjust_kind'] })}
              >
                {ADJUST_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Adjustment"
            hint="Negative lowers the rate."
            className="col-12 col-sm-6 mb-3"
            error={errors.adjust_value}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                value={draft.adjust_value}
                onChange={(event) => set({ adjust_value: event.target.value })}
              />
            )}
          </FormField>
        </div>
        <FormField
          label="Priority"
          hint="Where seasons overlap, the higher priority sets the rate."
          error={errors.priority}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              value={draft.priority}
              onChange={(event) => set({ priority: event.target.value })}
            />
          )}
        </FormField>
      </form>
    </Modal>
  );
}
