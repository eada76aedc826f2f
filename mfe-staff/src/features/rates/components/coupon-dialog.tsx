import { type StaffCoupon, staffCouponLimitsSchema } from '@haveli/contracts';
import { Button, FormAlert, FormField, Modal } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useFormErrors } from '../../../components/field-errors';
import { useSetCouponLimits } from '../api/staff-rates';
import { numberOrNull } from './number-draft';

export interface CouponDialogProps {
  coupon: StaffCoupon;
  open: boolean;
  onClose: () => void;
}

/** A coupon's arrival dates and how often it may be used; empty means no limit. */
export function CouponDialog({ coupon, open, onClose }: CouponDialogProps) {
  const save = useSetCouponLimits();
  const [draft, setDraft] = useState({
    valid_from: coupon.valid_from ?? '',
    valid_to: coupon.valid_to ?? '',
    max_uses: coupon.max_uses === null ? '' : String(coupon.max_uses),
    max_uses_per_guest: coupon.max_uses_per_guest === null ? '' : String(coupon.max_uses_per_guest),
  });
  const { errors, failure, check, refused } = useFormErrors();
  const set = (changes: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(staffCouponLimitsSchema, {
      valid_from: draft.valid_from || null,
      valid_to: draft.valid_to || null,
      max_uses: numberOrNull(draft.max_uses),
      max_uses_per_guest: numberOrNull(draft.max_uses_per_guest),
    });
    if (!parsed) return;
    save.mutate(
      { id: coupon.id, ...parsed },
      {
        onSuccess: onClose,
        onError: refused,
      },
    );
  };

  const formId = `coupon-form-${coupon.id}`;
  return (
    <Modal
      title={`Limits of ${coupon.code}`}
      open={open}
      onClose={onClose}
      centered
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            Save limits
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <p className="text-secondary small">
          Leave a field empty for no limit. Used {coupon.uses} times so far.
        </p>
        <div className="row g-2">
          <FormField label="Arrivals from" className="col-12 col-sm-6 mb-3" error={errors.valid_from}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.valid_from}
                onChange={(event) => set({ valid_from: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Arrivals until" className="col-12 col-sm-6 mb-3" error={errors.valid_to}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.valid_to}
                onChange={(event) => set({ valid_to: event.target.value })}
              />
            )}
          </FormField>
          <FormField label="Uses in all" className="col-12 col-sm-6 mb-3" error={errors.max_uses}>
            {(control) => (
              <input
                {...control}
                type="number"
                value={draft.max_uses}
                onChange={(event) => set({ max_uses: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            label="Uses per guest"
            className="col-12 col-sm-6 mb-3"
            error={errors.max_uses_per_guest}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                value={draft.max_uses_per_guest}
                onChange={(event) => set({ max_uses_per_guest: event.target.value })}
              />
            )}
          </FormField>
        </div>
      </form>
    </Modal>
  );
}
