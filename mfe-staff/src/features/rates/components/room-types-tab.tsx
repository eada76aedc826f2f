import { type StaffRoomTypeRates, staffRoomTypeRatesInputSchema } from '@haveli/contracts';
import { Button, EmptyState, ErrorState, FormField, formatInr, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { type FieldErrors, get, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useStaffForm } from '../../../components/staff-form';
import { useRoomTypeRates, useSetRoomTypeRates } from '../api/staff-rates';
import { CardForm } from './card-form';
import { numberOrMissing, numberOrNull } from '../../../components/number-draft';

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
type RoomTypeDraft = Record<Field | 'amenities', string>;

/** The amenities as typed, one a line; blank lines are left out. */
const amenityLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const toRequest = (draft: RoomTypeDraft) => ({
  ...Object.fromEntries(FIELDS.map(([field]) => [field, numberOrMissing(draft[field])])),
  weekend_price: numberOrNull(draft.weekend_price),
  amenities: amenityLines(draft.amenities),
});

/**
 * The refusal of the list or of its first refused line. A line's message is kept under its index in the list
 * sent (`amenities.2` is the third amenity listed), though the form holds the list as one text.
 */
function amenitiesError(errors: FieldErrors<RoomTypeDraft>): string | undefined {
  if (errors.amenities?.message) return errors.amenities.message;
  const line = Object.keys(errors.amenities ?? {}).find((key) => /^\d+$/.test(key));
  return line ? `Amenity ${Number(line) + 1}: ${get(errors, `amenities.${line}.message`)}` : undefined;
}

function RoomTypeForm({ type }: { type: StaffRoomTypeRates }) {
  const save = useSetRoomTypeRates();
  const {
    control,
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({
    schema: z.preprocess(toRequest, staffRoomTypeRatesInputSchema),
    defaultValues: {
      ...(Object.fromEntries(
        FIELDS.map(([field]) => [field, type[field] === null ? '' : String(type[field])]),
      ) as Record<Field, string>),
      amenities: type.amenities.join('\n'),
    },
  });
  const amenities = useWatch({ control, name: 'amenities' });
  const [saved, setSaved] = useState(false);
  const saveRates = submit((request) =>
    save.mutate({ id: type.id, ...request }, { onSuccess: () => setSaved(true), onError: refused }),
  );

  return (
    <CardForm
      titleId={`room-type-rates-${type.id}`}
      title={type.title}
      intro={
        <>
          Weekday rate {formatInr(type.room_base_price)}, at most {type.max_guests} guests (both changed with
          the room type’s content).
        </>
      }
      failure={failure}
      saved={saved ? 'Saved: quotes and the public room page use it from now on.' : null}
      onSubmit={(event) => {
        setSaved(false);
        saveRates(event);
      }}
    >
      <div className="row g-2">
        {FIELDS.map(([field, label, hint]) => (
          <FormField
            key={field}
            label={label}
            hint={hint}
            className="col-6 col-md-4 col-lg-3 mb-3"
            error={errors[field]?.message}
          >
            {(control) => <input {...control} type="number" {...register(field)} />}
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
              {...register('amenities')}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button type="submit" busy={save.isPending} aria-label={`Save ${type.title}`}>
          Save room type
        </Button>
      </div>
    </CardForm>
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
