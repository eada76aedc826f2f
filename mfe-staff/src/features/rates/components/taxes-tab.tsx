import { ApiRequestError } from '@haveli/api-client';
import { hotelToday, type StaffGstSlab, staffGstScheduleInputSchema } from '@haveli/contracts';
import { Button, EmptyState, ErrorState, FormField, formatDate, formatInr, LoadingState } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { useStaffForm } from '../../../components/staff-form';
import { useAddGstSchedule, useDeleteGstSchedule, useGstSlabs, useSetGstRate } from '../api/staff-rates';
import { CardForm } from './card-form';
import { numberOrMissing, numberOrNull } from '../../../components/number-draft';

const band = (slab: StaffGstSlab) =>
  slab.tariff_to === null
    ? `Above ${formatInr(slab.tariff_from - 1)}`
    : `${formatInr(slab.tariff_from)} to ${formatInr(slab.tariff_to)}`;
const period = (slab: StaffGstSlab) =>
  `${formatDate(slab.effective_from)} to ${slab.effective_to ? formatDate(slab.effective_to) : 'further notice'}`;

function RateControl({ slab }: { slab: StaffGstSlab }) {
  const change = useSetGstRate();
  const [rate, setRate] = useState(String(slab.rate_percent));
  const [error, setError] = useState<string>();
  const id = `gst-rate-${slab.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = numberOrMissing(rate);
    if (value === undefined || Number.isNaN(value) || value < 0 || value > 50) {
      setError('GST must be a number from 0 to 50.');
      return;
    }
    setError(undefined);
    change.mutate(
      { id: slab.id, rate_percent: value },
      {
        onError: (failure) =>
          setError(
            (failure instanceof ApiRequestError ? failure.fields?.rate_percent : undefined) ??
              failure.message,
          ),
      },
    );
  };
  return (
    <form className="d-flex flex-wrap gap-2 align-items-start" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        GST % for {band(slab)} from {formatDate(slab.effective_from)}
      </label>
      <input
        id={id}
        type="number"
        step="0.01"
        className={`form-control form-control-sm w-auto${error ? ' is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        value={rate}
        onChange={(event) => setRate(event.target.value)}
      />
      {rate !== String(slab.rate_percent) && (
        <Button type="submit" size="sm" busy={change.isPending}>
          Save rate
        </Button>
      )}
      {error && (
        <div id={`${id}-error`} className="text-danger small w-100">
          {error}
        </div>
      )}
    </form>
  );
}

type ScheduleDraft = { effective_from: string; slabs: { tariff_to: string; rate_percent: string }[] };

/** A band's limit left empty is none (null), as the last band's must be. */
const toRequest = (draft: ScheduleDraft) => ({
  effective_from: draft.effective_from,
  slabs: draft.slabs.map((row) => ({
    tariff_to: numberOrNull(row.tariff_to),
    rate_percent: numberOrMissing(row.rate_percent),
  })),
});

function ScheduleForm() {
  const add = useAddGstSchedule();
  const {
    control,
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({
    schema: z.preprocess(toRequest, staffGstScheduleInputSchema),
    defaultValues: {
      effective_from: '',
      slabs: [
        { tariff_to: '7500', rate_percent: '5' },
        { tariff_to: '', rate_percent: '18' },
      ],
    },
  });
  const bands = useFieldArray({ control, name: 'slabs' });
  const [saved, setSaved] = useState<string | null>(null);
  const saveSchedule = submit((request) =>
    add.mutate(request, {
      onSuccess: () => setSaved(`New slabs in force from ${formatDate(request.effective_from)}.`),
      onError: refused,
    }),
  );
  const slabsError = errors.slabs?.root?.message ?? errors.slabs?.message;

  return (
    <CardForm
      titleId="gst-schedule-title"
      title="New GST slabs from a date"
      intro={
        <>
          The slabs in force now end the day before. Each band covers a night’s tariff up to its limit; the
          last has no limit.
        </>
      }
      failure={failure}
      saved={saved}
      onSubmit={(event) => {
        setSaved(null);
        saveSchedule(event);
      }}
      spacing="mb-4"
    >
      <FormField
        label="In force from"
        className="mb-3 col-12 col-md-4"
        error={errors.effective_from?.message}
      >
        {(control) => <input {...control} type="date" {...register('effective_from')} />}
      </FormField>
      {slabsError && <p className="text-danger small">{slabsError}</p>}
      {bands.fields.map((row, index) => {
        const last = index === bands.fields.length - 1;
        return (
          <div className="row g-2 align-items-start" key={row.id}>
            <FormField
              label={`Band ${index + 1}: up to (₹)`}
              hint={last ? 'Leave empty: the last band has no limit.' : undefined}
              className="col-6 col-md-4 mb-2"
              error={errors.slabs?.[index]?.tariff_to?.message}
            >
              {(control) => <input {...control} type="number" {...register(`slabs.${index}.tariff_to`)} />}
            </FormField>
            <FormField
              label={`Band ${index + 1}: GST %`}
              className="col-6 col-md-3 mb-2"
              error={errors.slabs?.[index]?.rate_percent?.message}
            >
              {(control) => (
                <input {...control} type="number" step="0.01" {...register(`slabs.${index}.rate_percent`)} />
              )}
            </FormField>
            {bands.fields.length > 1 && (
              <div className="col-12 col-md-auto mb-2 align-self-md-end">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove band ${index + 1}`}
                  onClick={() => bands.remove(index)}
                >
                  Remove
                </Button>
              </div>
            )}
          </div>
        );
      })}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <Button
          variant="outline"
          onClick={() =>
            // A new band goes before the last, which stays the one with no limit.
            bands.insert(bands.fields.length - 1, { tariff_to: '', rate_percent: '' }, { shouldFocus: false })
          }
        >
          Add a band
        </Button>
        <Button type="submit" busy={add.isPending}>
          Save new slabs
        </Button>
      </div>
    </CardForm>
  );
}

/** GST on accommodation: the slabs by a night's tariff, in force for their dates. */
export function TaxesTab() {
  const slabs = useGstSlabs();
  const remove = useDeleteGstSchedule();
  const today = hotelToday();

  let body;
  if (slabs.isPending) body = <LoadingState label="Loading GST slabs…" skeleton="lines" />;
  else if (slabs.isError)
    body = (
      <ErrorState
        title="We could not load the GST slabs"
        message={slabs.error.message}
        onRetry={() => void slabs.refetch()}
      />
    );
  else if (slabs.data.length === 0)
    body = <EmptyState title="No GST slabs" message="Add the slabs in force before guests can book." />;
  else
    body = (
      <div className="table-responsive">
        {remove.isError && (
          <p className="text-danger" role="alert">
            {remove.error.message}
          </p>
        )}
        <table className="table align-middle">
          <caption className="visually-hidden">GST slabs</caption>
          <thead>
            <tr>
              <th scope="col">In force</th>
              <th scope="col">Night’s tariff</th>
              <th scope="col">GST %</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {slabs.data.map((slab, index) => {
              const over = slab.effective_to !== null && slab.effective_to < today;
              const firstOfSchedule = slabs.data[index - 1]?.effective_from !== slab.effective_from;
              return (
                <tr key={slab.id}>
                  <td>{firstOfSchedule ? period(slab) : ''}</td>
                  <td>{band(slab)}</td>
                  <td>
                    {over ? `${slab.rate_percent}%` : <RateControl key={slab.rate_percent} slab={slab} />}
                  </td>
                  <td>
                    {firstOfSchedule && slab.effective_from > today && (
                      <Button
                        size="sm"
                        variant="outline"
                        busy={remove.isPending}
                        aria-label={`Delete the slabs from ${formatDate(slab.effective_from)}`}
                        onClick={() => remove.mutate(slab.id)}
                      >
                        Delete
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      <ScheduleForm />
      {body}
    </>
  );
}
