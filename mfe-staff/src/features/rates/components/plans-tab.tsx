import { type StaffRatePlan, staffRatePlanInputSchema } from '@haveli/contracts';
import { Button, EmptyState, ErrorState, FormAlert, FormField, LoadingState } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useFormErrors } from '../../../components/field-errors';
import { usePlans, useUpdatePlan } from '../api/staff-rates';
import { numberOrMissing } from './number-draft';

const NUMBER_FIELDS = [
  ['adjust_percent', 'Rate change (%)', 'Negative is a discount on every night.'],
  ['meal_price_adult', 'Meals per adult a night (₹)', undefined],
  ['meal_price_child', 'Meals per child a night (₹)', undefined],
  ['late_fee_nights', 'Nights charged after the deadline', undefined],
  ['sort_order', 'Order shown', undefined],
] as const;

type NumberField = (typeof NUMBER_FIELDS)[number][0];

function PlanForm({ plan }: { plan: StaffRatePlan }) {
  const update = useUpdatePlan();
  const [draft, setDraft] = useState({
    name: plan.name,
    description: plan.description,
    refundable: plan.refundable,
    active: plan.active,
    free_cancel_hours: plan.free_cancel_hours === null ? '' : String(plan.free_cancel_hours),
    ...(Object.fromEntries(NUMBER_FIELDS.map(([field]) => [field, String(plan[field])])) as Record<
      NumberField,
      string
    >),
  });
  const { errors, failure, check, refused } = useFormErrors();
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<typeof draft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...changes }));
  };
  const prefix = `plan-${plan.code}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = check(staffRatePlanInputSchema, {
      ...draft,
      free_cancel_hours: draft.refundable ? (numberOrMissing(draft.free_cancel_hours) ?? null) : null,
      ...Object.fromEntries(NUMBER_FIELDS.map(([field]) => [field, numberOrMissing(draft[field])])),
    });
    if (!parsed) return;
    update.mutate(
      { code: plan.code, ...parsed },
      {
        onSuccess: () => setSaved(true),
        onError: refused,
      },
    );
  };

  return (
    <form className="card card-body mb-3" onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="h5">
        {plan.name} <span className="text-secondary small">({plan.code})</span>
      </h2>
      <FormAlert message={failure} />
      {saved && (
        <p className="alert alert-success" role="status">
          Saved: quotes use it from now on.
        </p>
      )}
      <div className="row g-2">
        <FormField label="Name" className="col-12 col-md-4 mb-3" error={errors.name}>
          {(control) => (
            <input {...control} value={draft.name} onChange={(event) => set({ name: event.target.value })} />
          )}
        </FormField>
        <FormField label="Description" className="col-12 col-md-8 mb-3" error={errors.description}>
          {(control) => (
            <input
              {...control}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </FormField>
        {NUMBER_FIELDS.map(([field, label, hint]) => (
          <FormField
            key={field}
            label={label}
            hint={hint}
            className="col-6 col-md-4 col-lg-2 mb-3"
            error={errors[field]}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                value={draft[field]}
                onChange={(event) => set({ [field]: event.target.value })}
              />
            )}
          </FormField>
        ))}
        <FormField
          label="Free cancellation (hours before arrival)"
          className="col-12 col-md-4 mb-3"
          error={errors.free_cancel_hours}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              disabled={!draft.refundable}
              value={draft.refundable ? draft.free_cancel_hours : ''}
              onChange={(event) => set({ free_cancel_hours: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="d-flex flex-wrap gap-4 mb-3">
        <div className="form-check">
          <input
            id={`${prefix}-refundable`}
            type="checkbox"
            className="form-check-input"
            checked={draft.refundable}
            onChange={(event) => set({ refundable: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={`${prefix}-refundable`}>
            Refundable
          </label>
        </div>
        <div className="form-check">
          <input
            id={`${prefix}-active`}
            type="checkbox"
            className={`form-check-input${errors.active ? ' is-invalid' : ''}`}
            aria-describedby={errors.active ? `${prefix}-active-error` : undefined}
            checked={draft.active}
            onChange={(event) => set({ active: event.target.checked })}
          />
          <label className="form-check-label" htmlFor={`${prefix}-active`}>
            Offered to guests
          </label>
          {errors.active && (
            <div id={`${prefix}-active-error`} className="invalid-feedback">
              {errors.active}
            </div>
          )}
        </div>
      </div>
      <div>
        <Button type="submit" busy={update.isPending} aria-label={`Save ${plan.name}`}>
          Save plan
        </Button>
      </div>
    </form>
  );
}

/** Rate plans: each one's price change, meals, cancellation policy and whether guests are offered it. */
export function PlansTab() {
  const plans = usePlans();
  if (plans.isPending) return <LoadingState label="Loading rate plans…" skeleton="lines" />;
  if (plans.isError)
    return (
      <ErrorState
        title="We could not load the rate plans"
        message={plans.error.message}
        onRetry={() => void plans.refetch()}
      />
    );
  if (plans.data.length === 0)
    return <EmptyState title="No rate plans" message="The hotel has no rate plans." />;
  return (
    <>
      {plans.data.map((plan) => (
        <PlanForm key={plan.code} plan={plan} />
      ))}
    </>
  );
}
