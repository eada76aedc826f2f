import { type StaffRoomTypeRef, type StaffStayRule, staffStayRuleInputSchema } from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import { z } from 'zod';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { FormDialog } from '../../../components/form-dialog';
import { useStaffForm } from '../../../components/staff-form';
import { useDeleteStayRule, useSaveStayRule } from '../api/staff-rates';
import { numberOrMissing, numberOrNull } from '../../../components/number-draft';
import { RoomsField } from './rooms-field';

export interface StayRuleDialogProps {
  /** Undefined for a new rule. */
  rule: StaffStayRule | undefined;
  roomTypes: StaffRoomTypeRef[];
  open: boolean;
  onClose: () => void;
}

const FIELDS = [
  ['starts_on', 'Arrivals from', 'date'],
  ['ends_on', 'Arrivals until', 'date'],
  ['min_nights', 'Fewest nights', 'number'],
  ['max_nights', 'Most nights', 'number'],
] as const;

const ruleDraft = (rule: StaffStayRule | undefined) => ({
  room_type_id: rule?.room_type ? String(rule.room_type.id) : '',
  starts_on: rule?.starts_on ?? '',
  ends_on: rule?.ends_on ?? '',
  min_nights: rule ? String(rule.min_nights) : '1',
  max_nights: rule ? String(rule.max_nights) : '30',
});

const toRequest = (draft: ReturnType<typeof ruleDraft>) => ({
  ...draft,
  room_type_id: numberOrNull(draft.room_type_id),
  min_nights: numberOrMissing(draft.min_nights),
  max_nights: numberOrMissing(draft.max_nights),
});

/** Adds, changes or deletes a stay rule: the fewest and most nights for arrivals in a date range. */
export function StayRuleDialog({ rule, roomTypes, open, onClose }: StayRuleDialogProps) {
  const save = useSaveStayRule();
  const remove = useDeleteStayRule();
  const {
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({
    schema: z.preprocess(toRequest, staffStayRuleInputSchema),
    defaultValues: ruleDraft(rule),
  });

  return (
    <FormDialog
      title={rule ? 'Stay rule' : 'Add a stay rule'}
      open={open}
      onClose={onClose}
      formId={`stay-rule-form-${rule?.id ?? 'new'}`}
      submitLabel="Save rule"
      busy={save.isPending}
      failure={failure}
      onSubmit={submit((request) =>
        save.mutate({ ...request, id: rule?.id }, { onSuccess: onClose, onError: refused }),
      )}
      actions={
        rule && (
          <ConfirmDelete
            label="Delete rule"
            question="Delete this rule? Its dates take bookings without it."
            busy={remove.isPending}
            onConfirm={() => remove.mutate(rule.id, { onSuccess: onClose, onError: refused })}
          />
        )
      }
    >
      <RoomsField
        roomTypes={roomTypes}
        field={register('room_type_id')}
        error={errors.room_type_id?.message}
      />
      <div className="row g-2">
        {FIELDS.map(([field, label, type]) => (
          <FormField
            key={field}
            label={label}
            className="col-12 col-sm-6 mb-3"
            error={errors[field]?.message}
          >
            {(control) => <input {...control} type={type} {...register(field)} />}
          </FormField>
        ))}
      </div>
    </FormDialog>
  );
}
