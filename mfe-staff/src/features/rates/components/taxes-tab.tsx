import { hotelToday, type StaffGstSlab, staffGstScheduleInputSchema } from '@haveli/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  FormAlert,
  FormField,
  formatDate,
  formatInr,
  LoadingState,
} from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { refusal, useFormErrors } from '../../../components/field-errors';
import { useAddGstSchedule, useDeleteGstSchedule, useGstSlabs, useSetGstRate } from '../api/staff-rates';
import { numberOrMissing, numberOrNull } from './number-draft';

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
      { onError: (failure) => setError(refusal(failure).fields.rate_percent ?? failure.message) },
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

type BandDraft = { tariff_to: string; rate_percent: string };

function ScheduleForm() {
  const add = useAddGstSchedule();
  const [from, setFrom] = useState('');
  const [bands, setBands] = useState<BandDraft[]>([
    { tariff_to: '7500', rate_percent: '5' },
    { tariff_to: '', rate_percent: '18' },
  ]);
  const { errors, failure, check, refused } = useFormErrors();
  const [saved, setSaved] = useState<string | null>(null);
  const setBand = (index: number, changes: Partial<BandDraft>) =>
    setBands((current) => current.map((row, at) => (at === index ? { ...row, ...changes } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = check(staffGstScheduleInputSchema, {
      effective_from: from,
      slabs: bands.map((row) => ({
        tariff_to: numberOrNull(row.tariff_to),
        rate_percent: numberOrMissing(row.rate_percent),
      })),
    });
    if (!parsed) return;
    add.mutate(parsed, {
      onSuccess: () => setSaved(`New slabs in force from ${formatDate(parsed.effective_from)}.`),
      onError: refused,
    });
  };

  return (
    <form className="card card-body mb-4" onSubmit={submit} noValidate aria-labelledby="gst-schedule-title">
      <h2 id="gst-schedule-title" className="h5">
        New GST slabs from a date
      </h2>
      <p className="text-secondary small">
        The slabs in force now end the day before. Each band covers a night’s tariff up to its limit; the last
        has no limit.
      </p>
      <FormAlert message={failure} />
      {saved && (
        <p className="alert alert-success" role="status">
          {saved}
        </p>
      )}
      <FormField label="In force from" className="mb-3 col-12 col-md-4" error={errors.effective_from}>
        {(control) => (
          <input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        )}
      </FormField>
      {errors.slabs && <p className="text-danger small">{errors.slabs}</p>}
      {bands.map((row, index) => {
        const last = index === bands.length - 1;
        return (
          <div className="row g-2 align-items-start" key={index}>
            <FormField
              label={`Band ${index + 1}: up to (₹)`}
              hint={last ? 'Leave empty: the last band has no limit.' : undefined}
              className="col-6 col-md-4 mb-2"
              error={errors[`slabs.${index}.tariff_to`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  value={row.tariff_to}
                  onChange={(event) => setBand(index, { tariff_to: event.target.value })}
                />
              )}
            </FormField>
            <FormField
              label={`Band ${index + 1}: GST %`}
              className="col-6 col-md-3 mb-2"
              error={errors[`slabs.${index}.rate_percent`]}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  step="0.01"
                  value={row.rate_percent}
                  onChange={(event) => setBand(index, { rate_percent: event.target.value })}
                />
              )}
            </FormField>
            {bands.length > 1 && (
              <div className="col-12 col-md-auto mb-2 align-self-md-end">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove band ${index + 1}`}
                  onClick={() => setBands(bands.filter((_, at) => at !== index))}
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
            setBands([...bands.slice(0, -1), { tariff_to: '', rate_percent: '' }, ...bands.slice(-1)])
          }
        >
          Add a band
        </Button>
        <Button type="submit" busy={add.isPending}>
          Save new slabs
        </Button>
      </div>
    </form>
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
