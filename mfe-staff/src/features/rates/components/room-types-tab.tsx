import { type StaffRoomTypeRates, staffRoomTypeRatesInputSchema } from '@haveli/contracts';
import { Button, EmptyState, ErrorState, FormAlert, FormField, formatInr, LoadingState } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, useFormErrors } from '../../../components/field-errors';
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

/** The amenities as typed, one a line; blank lines are left out. */
const amenityLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first refusal of the list or of one of its lines (`amenities.2` is the third amenity listed). */
function amenitiesError(errors: FieldErrors): string | undefined {
  if (errors.amenities) return errors.amenities;
  const line = Object.keys(errors).find((key) => /^amenities\.\d+$/.test(key));
  return line ? `Amenity ${Number(line.split('.')[1]) + 1}: ${errors[line]}` : undefined;
}

function RoomTypeForm({ type }: { type: StaffRoomTypeRates }) {
  const save = useSetRoomTypeRates();
  const [draft, setDraft] = useState(
    Object.fromEntries(
      FIELDS.map(([field]) => [field, type[field] === null ? '' : String(type[field])]),
    ) as Record<Field, string>,
  );
  const [amenities, setAmenities] = useState(type.amenities.join('\n'));
  const { errors, failure, check, refused } = useFormErrors();
  const [saved, setSaved] = useState(false);
  const headingId = `room-type-rates-${type.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = check(staffRoomTypeRatesInputSchema, {
      ...Object.fromEntries(FIELDS.map(([field]) => [field, numberOrMissing(draft[field])])),
      weekend_price: numberOrNull(draft.weekend_price),
      amenities: amenityLines(amenities),
    });
    if (!parsed) return;
    save.mutate(
      { id: type.id, ...parsed },
      {
        onSuccess: () => setSaved(true),
        onError: refused,
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
          Saved: quotes and the public room page use it from now on.
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
        <FormField
          label="In the room (one a line)"
          hint="Listed on the public room page, in this order."
          className="col-12 col-lg-6 mb-3"
          error={amenitiesError(errors)}
        >
          {(control) => (
            <textarea
              {...control}
              rows={Math.max(3, amenityLines(amenities).length + 1)}
              value={amenities}
              onChange={(event) => setAmenities(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" busy={save.isPending} aria-label={`Save ${type.title}`}>
          Save room type
        </Button>
      </div>
    </form>
  );
}

/** Room types: who each sleeps, what extra guests and weekend nights cost, and what is in the room. */
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
