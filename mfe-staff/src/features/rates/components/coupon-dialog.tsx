import { type StaffCoupon, staffCouponLimitsSchema } from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useStaffForm } from '../../../components/staff-form';
import { useSetCouponLimits } from '../api/staff-rates';
import { numberOrNull } from '../../../components/number-draft';

export interface CouponDialogProps {
  coupon: StaffCoupon;
  open: boolean;
  onClose: () => void;
}

const FIELDS = [
  ['valid_from', 'Arrivals from', 'date'],
  ['valid_to', 'Arrivals until', 'date'],
  ['max_uses', 'Uses in all', 'number'],
  ['max_uses_per_guest', 'Uses per guest', 'number'],
] as const;

type LimitsDraft = Record<(typeof FIELDS)[number][0], string>;

/** Every limit left empty is none (null). */
const toRequest = (draft: LimitsDraft) => ({
  valid_from: draft.valid_from || null,
  valid_to: draft.valid_to || null,
  max_uses: numberOrNull(draft.max_uses),
  max_uses_per_guest: numberOrNull(draft.max_uses_per_guest),
});

/** A coupon's arrival dates and how often it may be used; empty means no limit. */
export function CouponDialog({ coupon, open, onClose }: CouponDialogProps) {
  const save = useSetCouponLimits();
  const {
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({
    schema: z.preprocess(toRequest, staffCouponLimitsSchema),
    defaultValues: {
      valid_from: coupon.valid_from ?? '',
      valid_to: coupon.valid_to ?? '',
      max_uses: coupon.max_uses === null ? '' : String(coupon.max_uses),
      max_uses_per_guest: coupon.max_uses_per_guest === null ? '' : String(coupon.max_uses_per_guest),
    },
  });

  return (
    <FormDialog
      title={`Limits of ${coupon.code}`}
      open={open}
      onClose={onClose}
      formId={`coupon-form-${coupon.id}`}
      submitLabel="Save limits"
      busy={save.isPending}
      failure={failure}
      onSubmit={submit((request) =>
        save.mutate({ id: coupon.id, ...request }, { onSuccess: onClose, onError: refused }),
      )}
    >
      <p className="text-secondary small">
        Leave a field empty for no limit. Used {coupon.uses} times so far.
      </p>
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
