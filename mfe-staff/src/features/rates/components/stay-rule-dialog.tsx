import { type StaffRoomTypeRef, type StaffStayRule, staffStayRuleInputSchema } from '@haveli/contracts';
import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useFormErrors } from '../../../components/field-errors';
import { useDeleteStayRule, useSaveStayRule } from '../api/staff-rates';
import { numberOrMissing } from './number-draft';

export interface StayRuleDialogProps {
  /** Undefined for a new rule. */
  rule: StaffStayRule | undefined;
  roomTypes: StaffRoomTypeRef[];
  open: boolean;
  onClose: () => void;
}

/** Adds, changes or deletes a stay rule: the fewest and most nights for arrivals in a date range. */
export function StayRuleDialog({ rule, roomTypes, open, onClose }: StayRuleDialogProps) {
  const save = useSaveStayRule();
  const remove = useDeleteStayRule();
  const [draft, setDraft] = useState({
    room_type_id: rule?.room_type ? String(rule.room_type.id) : '',
    starts_on: rule?.starts_on ?? '',
    ends_on: rule?.ends_on ?? '',
    min_nights: rule ? String(rule.min_nights) : '1',
    max_nights: rule ? String(rule.max_nights) : '30',
  });
  const { errors, failure, check, refused } = useFormErrors();
  const set = (changes: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(staffStayRuleInputSchema, {
      ...draft,
      room_type_id: draft.room_type_id ? Number(draft.room_type_id) : null,
      min_nights: numberOrMissing(draft.min_nights),
      max_nights: numberOrMissing(draft.max_nights),
    });
    if (!parsed) return;
    save.mutate({ ...parsed, id: rule?.id }, { onSuccess: onClose, onError: refused });
  };

  const formId = `stay-rule-form-${rule?.id ?? 'new'}`;
  const dates = [
    ['starts_on', 'Arrivals from'],
    ['ends_on', 'Arrivals until'],
  ] as const;
  const nights = [
    ['min_nights', 'Fewest nights'],
    ['max_nights', 'Most nights'],
  ] as const;
  return (
    <Modal
      title={rule ? 'Stay rule' : 'Add a stay rule'}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          {rule && (
            <Button
              variant="outline"
              busy={remove.isPending}
              onClick={() => remove.mutate(rule.id, { onSuccess: onClose, onError: refused })}
            >
              Delete rule
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            Save rule
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert message={failure} />
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
          {[...dates, ...nights].map(([field, label]) => (
            <FormField key={field} label={label} className="col-12 col-sm-6 mb-3" error={errors[field]}>
              {(control) => (
                <input
                  {...control}
                  type={field.endsWith('_on') ? 'date' : 'number'}
                  value={draft[field]}
                  onChange={(event) => set({ [field]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
      </form>
    </Modal>
  );
}
