import { type StaffRoomTypeRates, staffRoomTypeRatesInputSchema } from '@haveli/contracts';
import { Button, EmptyState, ErrorState, FormAlert, FormField, formatInr, LoadingState } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, refusal, schemaFieldErrors } from '../../../components/field-errors';
import { useRoomTypeRates, useSetRoomTypeRates } from '../api/staff-rates';
import { numberOrMissing, numberOrNull } from './number-draft';

const FIELDS = [
  ['weekend_price', 'Friday and Saturday night (₹)', 'Empty: the weekday rate.'],
  ['included_occupancy', 'Guests in the room rate', undefined],
  ['max_adults', 'Most adults', undefined],
  ['max_children', 'Most children', undefined],
  ['extra_adult_price', 'Extra adult a night (₹)', undefined],
  ['extra_child_price', 'Extra child a night (₹)', undefined],
  ['child_free_under_age', 'Children stay free under (age)', undefined],
] as const;
type Field = (typeof FIELDS)[number][0];

function RoomTypeForm({ type }: { type: StaffRoomTypeRates }) {
  const save = useSetRoomTypeRates();
  const [draft, setDraft] = useState(
    Object.fromEntries(
      FIELDS.map(([field]) => [field, type[field] === null ? '' : String(type[field])]),
    ) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const headingId = `room-type-rates-${type.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const parsed = staffRoomTypeRatesInputSchema.safeParse({
      ...Object.fromEntries(FIELDS.map(([field]) => [field, numberOrMissing(draft[field])])),
      weekend_price: numberOrNull(draft.weekend_price),
    });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: type.id, ...parsed.data },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          const answer = refusal(error);
          setErrors(answer.fields);
          setFailure(answer.message);
        },
      },
    );
  };

  return (
    <form className="card card-body mb-3" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {type.title}
      </h2>
      <p className="text-secondary small">
        Weekday rate {formatInr(type.room_base_price)}, at most {type.max_guests} guests (both changed with
        the room type’s content).
      </p>
      <FormAlert message={failure} />
      {saved && (
        <p className="alert alert-success" role="status">
          Saved: quotes use it from now on.
        </p>
      )}
      <div className="row g-2">
        {FIELDS.map(([field, label, hint]) => (
          <FormField
            key={field}
            label={label}
            hint={hint}
            className="col-6 col-md-4 col-lg-3 mb-3"
            error={errors[field]}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            )}
          </FormField>
        ))}
      </div>
      <div>
        <Button type="submit" busy={save.isPending} aria-label={`Save ${type.title}`}>
          Save room type
        </Button>
      </div>
    </form>
  );
}

/** Room types: who each sleeps and what extra guests and weekend nights cost. */
export function RoomTypesTab() {
  const types = useRoomTypeRates();
  if (types.isPending) return <LoadingState label="Loading room types…" skeleton="lines" />;
  if (types.isError)
    return (
      <ErrorState
        title="We could not load the room types"
        message={types.error.message}
        onRetry={() => void types.refetch()}
      />
    );
  if (types.data.length === 0)
    return <EmptyState title="No room types" message="Room types are added with the site's content." />;
  return (
    <>
      {types.data.map((type) => (
        <RoomTypeForm key={type.id} type={type} />
      ))}
    </>
  );
}
