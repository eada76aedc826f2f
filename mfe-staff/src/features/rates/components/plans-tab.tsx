import { type StaffRatePlan, staffRatePlanCreateSchema, staffRatePlanInputSchema } from '@haveli/contracts';
import { Button, EmptyState, ErrorState, FormField, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useStaffForm } from '../../../components/staff-form';
import { useCreatePlan, usePlans, useUpdatePlan } from '../api/staff-rates';
import { FormDialog } from '../../../components/form-dialog';
import { CardForm } from './card-form';
import { numberOrMissing } from '../../../components/number-draft';

const NUMBER_FIELDS = [
  ['adjust_percent', 'Rate change (%)', 'Negative is a discount on every night.'],
  ['meal_price_adult', 'Meals per adult a night (₹)', undefined],
  ['meal_price_child', 'Meals per child a night (₹)', undefined],
  ['late_fee_nights', 'Nights charged after the deadline', undefined],
  ['sort_order', 'Order shown', undefined],
] as const;

type NumberField = (typeof NUMBER_FIELDS)[number][0];

/** What only a refundable plan has: shown empty and disabled while the plan is not refundable. */
const REFUNDABLE_ONLY_FIELDS = [
  ['free_cancel_hours', 'Free cancellation (hours before arrival)', undefined],
  [
    'deposit_percent',
    'Deposit paid when booking (%)',
    '0: all at the hotel. A plan that is not refundable is paid in full when booking.',
  ],
] as const;

const planDraft = (plan: StaffRatePlan) => ({
  name: plan.name,
  description: plan.description,
  refundable: plan.refundable,
  active: plan.active,
  free_cancel_hours: plan.free_cancel_hours === null ? '' : String(plan.free_cancel_hours),
  deposit_percent: String(plan.deposit_percent),
  ...(Object.fromEntries(NUMBER_FIELDS.map(([field]) => [field, String(plan[field])])) as Record<
    NumberField,
    string
  >),
});

/**
 * A plan that is not refundable has no free cancellation and no deposit (it is paid in full when booking),
 * whatever its fields last held.
 */
const toRequest = (draft: ReturnType<typeof planDraft>) => ({
  ...draft,
  free_cancel_hours: draft.refundable ? (numberOrMissing(draft.free_cancel_hours) ?? null) : null,
  deposit_percent: draft.refundable ? numberOrMissing(draft.deposit_percent) : 0,
  ...Object.fromEntries(NUMBER_FIELDS.map(([field]) => [field, numberOrMissing(draft[field])])),
});

function PlanForm({ plan }: { plan: StaffRatePlan }) {
  const update = useUpdatePlan();
  const {
    control,
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({
    schema: z.preprocess(toRequest, staffRatePlanInputSchema),
    defaultValues: planDraft(plan),
  });
  const [refundable, freeCancelHours, depositPercent] = useWatch({
    control,
    name: ['refundable', 'free_cancel_hours', 'deposit_percent'],
  });
  const refundableOnly = { free_cancel_hours: freeCancelHours, deposit_percent: depositPercent };
  const [saved, setSaved] = useState(false);
  const prefix = `plan-${plan.code}`;
  const activeError = errors.active?.message;

  return (
    <CardForm
      titleId={`${prefix}-title`}
      title={
        <>
          {plan.name} <span className="text-secondary small">({plan.code})</span>
        </>
      }
      failure={failure}
      saved={saved ? 'Saved: quotes use it from now on.' : null}
      onSubmit={submit((request) =>
        update.mutate({ code: plan.code, ...request }, { onSuccess: () => setSaved(true), onError: refused }),
      )}
      onChange={() => setSaved(false)}
    >
      <div className="row g-2">
        <FormField label="Name" className="col-12 col-md-4 mb-3" error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} />}
        </FormField>
        <FormField label="Description" className="col-12 col-md-8 mb-3" error={errors.description?.message}>
          {(control) => <input {...control} {...register('description')} />}
        </FormField>
        {NUMBER_FIELDS.map(([field, label, hint]) => (
          <FormField
            key={field}
            label={label}
            hint={hint}
            className="col-6 col-md-4 col-lg-2 mb-3"
            error={errors[field]?.message}
          >
            {(control) => <input {...control} type="number" {...register(field)} />}
          </FormField>
        ))}
        {REFUNDABLE_ONLY_FIELDS.map(([field, label, hint]) => (
          <FormField
            key={field}
            label={label}
            hint={hint}
            className="col-12 col-md-4 mb-3"
            error={errors[field]?.message}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                disabled={!refundable}
                {...register(field)}
                value={refundable ? refundableOnly[field] : ''}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-4 mb-3">
        <div className="form-check">
          <input
            id={`${prefix}-refundable`}
            type="checkbox"
            className="form-check-input"
            {...register('refundable')}
          />
          <label className="form-check-label" htmlFor={`${prefix}-refundable`}>
            Refundable
          </label>
        </div>
        <div className="form-check">
          <input
            id={`${prefix}-active`}
            type="checkbox"
            className={`form-check-input${activeError ? ' is-invalid' : ''}`}
            aria-describedby={activeError ? `${prefix}-active-error` : undefined}
            {...register('active')}
          />
          <label className="form-check-label" htmlFor={`${prefix}-active`}>
            Offered to guests
          </label>
          {activeError && (
            <div id={`${prefix}-active-error`} className="invalid-feedback">
              {activeError}
            </div>
          )}
        </div>
      </div>
      <div>
        <Button type="submit" busy={update.isPending} aria-label={`Save ${plan.name}`}>
          Save plan
        </Button>
      </div>
    </CardForm>
  );
}

const newPlanDraft = () => ({
  code: '',
  name: '',
  description: '',
  refundable: true,
  active: true,
  free_cancel_hours: '48',
  deposit_percent: '0',
  adjust_percent: '0',
  meal_price_adult: '0',
  meal_price_child: '0',
  late_fee_nights: '1',
  sort_order: '',
});

const toNewRequest = (draft: ReturnType<typeof newPlanDraft>) => ({ ...toRequest(draft), code: draft.code });

/** A new plan (a meal plan, a package): the edit form's fields, with its code, in a dialog. */
function NewPlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreatePlan();
  const {
    control,
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({
    schema: z.preprocess(toNewRequest, staffRatePlanCreateSchema),
    defaultValues: newPlanDraft(),
  });
  const [refundable, freeCancelHours, depositPercent] = useWatch({
    control,
    name: ['refundable', 'free_cancel_hours', 'deposit_percent'],
  });
  const refundableOnly = { free_cancel_hours: freeCancelHours, deposit_percent: depositPercent };
  const activeError = errors.active?.message;

  return (
    <FormDialog
      title="New rate plan"
      open={open}
      onClose={onClose}
      formId="new-plan-form"
      submitLabel="Add plan"
      busy={create.isPending}
      failure={failure}
      onSubmit={submit((request) => create.mutate(request, { onSuccess: onClose, onError: refused }))}
    >
      <div className="row g-2">
        <FormField
          label="Code"
          hint="What guests' bookings name it by, e.g. half-board. It cannot be changed later."
          className="col-12 col-md-6 mb-3"
          error={errors.code?.message}
        >
          {(control) => <input {...control} autoComplete="off" {...register('code')} />}
        </FormField>
        <FormField label="Name" className="col-12 col-md-6 mb-3" error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} />}
        </FormField>
        <FormField
          label="Description"
          hint="What it includes, as guests read it."
          className="col-12 mb-3"
          error={errors.description?.message}
        >
          {(control) => <input {...control} {...register('description')} />}
        </FormField>
        {NUMBER_FIELDS.map(([field, label, hint]) => (
          <FormField
            key={field}
            label={label}
            hint={field === 'sort_order' ? 'Empty: after the others.' : hint}
            className="col-6 col-md-4 mb-3"
            error={errors[field]?.message}
          >
            {(control) => <input {...control} type="number" {...register(field)} />}
          </FormField>
        ))}
        {REFUNDABLE_ONLY_FIELDS.map(([field, label, hint]) => (
          <FormField
            key={field}
            label={label}
            hint={hint}
            className="col-12 col-md-6 mb-3"
            error={errors[field]?.message}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                disabled={!refundable}
                {...register(field)}
                value={refundable ? refundableOnly[field] : ''}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-4">
        <div className="form-check">
          <input
            id="new-plan-refundable"
            type="checkbox"
            className="form-check-input"
            {...register('refundable')}
          />
          <label className="form-check-label" htmlFor="new-plan-refundable">
            Refundable
          </label>
        </div>
        <div className="form-check">
          <input
            id="new-plan-active"
            type="checkbox"
            className={`form-check-input${activeError ? ' is-invalid' : ''}`}
            aria-describedby={activeError ? 'new-plan-active-error' : undefined}
            {...register('active')}
          />
          <label className="form-check-label" htmlFor="new-plan-active">
            Offered to guests
          </label>
          {activeError && (
            <div id="new-plan-active-error" className="invalid-feedback">
              {activeError}
            </div>
          )}
        </div>
      </div>
    </FormDialog>
  );
}

/** Rate plans: each one's price change, meals, cancellation policy and whether guests are offered it. */
export function PlansTab() {
  const plans = usePlans();
  // A fresh form each time the dialog opens.
  const [adding, setAdding] = useState({ open: false, opened: 0 });
  const body = () => {
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
    return plans.data.map((plan) => <PlanForm key={plan.code} plan={plan} />);
  };
  return (
    <>
      <div className="d-flex justify-content-end mb-3">
        <Button onClick={() => setAdding({ open: true, opened: Date.now() })}>New rate plan</Button>
      </div>
      {body()}
      {adding.opened > 0 && (
        <NewPlanDialog
          key={adding.opened}
          open={adding.open}
          onClose={() => setAdding({ ...adding, open: false })}
        />
      )}
    </>
  );
}
