import { type StaffCoupon, staffCouponLimitsSchema } from '@haveli/contracts';
import { Button, formatDate, FormField } from '@haveli/ui';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useStaffForm } from '../../../components/staff-form';
import { useRoomTypeRates, useSetCouponLimits } from '../api/staff-rates';
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
  ['advance_days', 'Booked at least this many days ahead', 'number'],
] as const;

type LimitsDraft = Record<(typeof FIELDS)[number][0], string>;

/** Every limit left empty is none (null). */
const toRequest = (draft: LimitsDraft) => ({
  valid_from: draft.valid_from || null,
  valid_to: draft.valid_to || null,
  max_uses: numberOrNull(draft.max_uses),
  max_uses_per_guest: numberOrNull(draft.max_uses_per_guest),
  advance_days: numberOrNull(draft.advance_days),
});

/** The room types a coupon is for, ticked; none ticked is every type. */
function RoomTypesChoice({ chosen, onChange }: { chosen: number[]; onChange: (ids: number[]) => void }) {
  const types = useRoomTypeRates();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Room types</legend>
      <p className="form-text mt-0">None ticked: every room type.</p>
      {types.isPending && <p className="small text-secondary">Loading the room types…</p>}
      {types.isError && (
        <p className="small text-danger" role="alert">
          We could not load the room types: {types.error.message}
        </p>
      )}
      <div className="d-flex flex-wrap gap-3">
        {types.data?.map((type) => (
          <div className="form-check" key={type.id}>
            <input
              id={`coupon-room-type-${type.id}`}
              className="form-check-input"
              type="checkbox"
              checked={chosen.includes(type.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...chosen, type.id] : chosen.filter((id) => id !== type.id))
              }
            />
            <label className="form-check-label" htmlFor={`coupon-room-type-${type.id}`}>
              {type.title}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Nights a coupon is never for: added one by one, each removable. */
function BlackoutNights({ nights, onChange }: { nights: string[]; onChange: (nights: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (draft && !nights.includes(draft)) onChange([...nights, draft].sort());
    setDraft('');
  };
  return (
    <fieldset>
      <legend className="form-label fs-6">Blackout nights</legend>
      <div className="d-flex gap-2 align-items-end mb-2">
        <FormField label="Night" className="mb-0">
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
          )}
        </FormField>
        <Button variant="outline" onClick={add} disabled={!draft}>
          Add night
        </Button>
      </div>
      {nights.length === 0 ? (
        <p className="form-text mt-0">No blackout nights.</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Blackout nights">
          {nights.map((night) => (
            <li key={night}>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Remove ${formatDate(night)}`}
                onClick={() => onChange(nights.filter((other) => other !== night))}
              >
                {formatDate(night)} ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** A coupon's arrival dates, how often it may be used and its conditions; empty means none. */
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
      advance_days: coupon.advance_days === null ? '' : String(coupon.advance_days),
    },
  });
  // None ticked: every room type.
  const [roomTypeIds, setRoomTypeIds] = useState<number[]>(coupon.room_type_ids ?? []);
  const [blackout, setBlackout] = useState<string[]>(coupon.blackout_dates);

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
        save.mutate(
          {
            id: coupon.id,
            ...request,
            room_type_ids: roomTypeIds.length > 0 ? roomTypeIds : null,
            blackout_dates: blackout,
          },
          { onSuccess: onClose, onError: refused },
        ),
      )}
    >
      <p className="text-secondary small">
        Leave a field empty for no limit or condition. Used {coupon.uses} times so far.
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
      <RoomTypesChoice chosen={roomTypeIds} onChange={setRoomTypeIds} />
      <BlackoutNights nights={blackout} onChange={setBlackout} />
    </FormDialog>
  );
}
