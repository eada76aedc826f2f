import {
  ADJUST_KINDS,
  SEASON_COMBINE_LABELS,
  SEASON_COMBINES,
  type StaffRoomTypeRef,
  type StaffSeason,
  staffSeasonInputSchema,
} from '@haveli/contracts';
import { Button, FormField } from '@haveli/ui';
import { useEffect } from 'react';
import { z } from 'zod';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { FormDialog } from '../../../components/form-dialog';
import { useStaffForm } from '../../../components/staff-form';
import { useDeleteSeason, usePreviewSeason, useSaveSeason } from '../api/staff-rates';
import { numberOrMissing, numberOrNull } from '../../../components/number-draft';
import { RoomsField } from './rooms-field';
import { SeasonPreviewTable } from './season-preview-table';

const KIND_LABELS = { percent: 'Percent', amount: 'Rupees a night' } as const;

export interface SeasonDialogProps {
  /** Undefined for a new season. */
  season: StaffSeason | undefined;
  roomTypes: StaffRoomTypeRef[];
  open: boolean;
  onClose: () => void;
}

const seasonDraft = (season: StaffSeason | undefined) => ({
  name: season?.name ?? '',
  room_type_id: season?.room_type ? String(season.room_type.id) : '',
  starts_on: season?.starts_on ?? '',
  ends_on: season?.ends_on ?? '',
  adjust_kind: season?.adjust_kind ?? 'percent',
  adjust_value: season ? String(season.adjust_value) : '',
  priority: season ? String(season.priority) : '0',
  combine: season?.combine ?? 'replace',
});

const toRequest = (draft: ReturnType<typeof seasonDraft>) => ({
  ...draft,
  room_type_id: numberOrNull(draft.room_type_id),
  adjust_value: numberOrMissing(draft.adjust_value),
  priority: numberOrMissing(draft.priority),
});

/** Adds, changes or deletes a season: dates (inclusive) that move each night's rate up or down. */
export function SeasonDialog({ season, roomTypes, open, onClose }: SeasonDialogProps) {
  const save = useSaveSeason();
  const remove = useDeleteSeason();
  const preview = usePreviewSeason();
  const {
    register,
    formState: { errors },
    failure,
    submit,
    refused,
    handleSubmit,
    watch,
  } = useStaffForm({
    schema: z.preprocess(toRequest, staffSeasonInputSchema),
    defaultValues: seasonDraft(season),
  });

  // A preview shows the form as it was: any change makes it stale, so it goes.
  const { reset: resetPreview } = preview;
  useEffect(() => {
    const watching = watch(() => resetPreview());
    return () => watching.unsubscribe();
  }, [watch, resetPreview]);
  const showPreview = () =>
    void handleSubmit((request) => preview.mutate({ ...request, id: season?.id }, { onError: refused }))();

  return (
    <FormDialog
      title={season ? `Season: ${season.name}` : 'Add a season'}
      open={open}
      onClose={onClose}
      formId={`season-form-${season?.id ?? 'new'}`}
      submitLabel="Save season"
      busy={save.isPending}
      failure={failure}
      onSubmit={submit((request) =>
        save.mutate({ ...request, id: season?.id }, { onSuccess: onClose, onError: refused }),
      )}
      actions={
        season && (
          <ConfirmDelete
            label="Delete season"
            question="Delete this season? Its nights go back to the rates without it."
            busy={remove.isPending}
            onConfirm={() => remove.mutate(season.id, { onSuccess: onClose, onError: refused })}
          />
        )
      }
    >
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} />}
      </FormField>
      <RoomsField
        roomTypes={roomTypes}
        field={register('room_type_id')}
        error={errors.room_type_id?.message}
      />
      <div className="row g-2">
        <FormField label="Starts on" className="col-12 col-sm-6 mb-3" error={errors.starts_on?.message}>
          {(control) => <input {...control} type="date" {...register('starts_on')} />}
        </FormField>
        <FormField
          label="Ends on (last night)"
          className="col-12 col-sm-6 mb-3"
          error={errors.ends_on?.message}
        >
          {(control) => <input {...control} type="date" {...register('ends_on')} />}
        </FormField>
        <FormField
          label="Adjust by"
          className="col-12 col-sm-6 mb-3"
          controlClassName="form-select"
          error={errors.adjust_kind?.message}
        >
          {(control) => (
            <select {...control} {...register('adjust_kind')}>
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
          error={errors.adjust_value?.message}
        >
          {(control) => <input {...control} type="number" {...register('adjust_value')} />}
        </FormField>
      </div>
      <FormField
        label="Priority"
        hint="Where seasons overlap, the higher priority sets the rate."
        error={errors.priority?.message}
      >
        {(control) => <input {...control} type="number" {...register('priority')} />}
      </FormField>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">With lower-priority seasons on the same nights</legend>
        {SEASON_COMBINES.map((combine) => (
          <div className="form-check" key={combine}>
            <input
              className="form-check-input"
              type="radio"
              id={`season-combine-${combine}`}
              value={combine}
              {...register('combine')}
            />
            <label className="form-check-label" htmlFor={`season-combine-${combine}`}>
              {SEASON_COMBINE_LABELS[combine]}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="mb-3">
        <Button variant="secondary" onClick={showPreview} busy={preview.isPending}>
          Preview prices
        </Button>
        <span className="small text-body-secondary ms-2">Nothing is saved until you press Save season.</span>
      </div>
      {preview.data && <SeasonPreviewTable preview={preview.data} />}
    </FormDialog>
  );
}
