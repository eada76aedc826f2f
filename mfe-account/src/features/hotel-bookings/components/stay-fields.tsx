import {
  MAX_ADULTS_PER_BOOKING,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_BOOKING,
  MAX_ROOMS_PER_BOOKING,
  type RoomType,
} from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { range } from '../lib/range';
import type { StayFormValues } from './stay-booking-form';

/** Every room type of the hotel, by its kind and its name. */
export function RoomTypeSelect({
  roomTypes,
  register,
  error,
}: {
  roomTypes: readonly RoomType[];
  register: UseFormRegister<StayFormValues>;
  error: string | undefined;
}) {
  return (
    <FormField label="Room Type" error={error} controlClassName="form-select">
      {(field) => (
        <select {...field} required {...register('room_type_id')}>
          <option value="">Select Room Type</option>
          {roomTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.room_type === type.title ? type.title : `${type.room_type} – ${type.title}`}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Adults, children with their ages, and rooms: what the price and the rooms a party needs depend on. */
export function PartyFields({
  register,
  errors,
  childCount: children,
}: {
  register: UseFormRegister<StayFormValues>;
  errors: FieldErrors<StayFormValues>;
  childCount: number;
}) {
  return (
    <fieldset className="mb-2">
      <legend className="form-label fs-6 mb-2">Guests and rooms</legend>
      <div className="row g-2">
        <CountSelect
          label="Adults"
          name="adults"
          from={1}
          to={MAX_ADULTS_PER_BOOKING}
          register={register}
          errors={errors}
        />
        <CountSelect
          label="Children"
          name="children"
          from={0}
          to={MAX_CHILDREN_PER_BOOKING}
          register={register}
          errors={errors}
        />
        <CountSelect
          label="Rooms"
          name="rooms"
          from={1}
          to={MAX_ROOMS_PER_BOOKING}
          register={register}
          errors={errors}
        />
      </div>
      {children > 0 && (
        <div className="row g-2 mt-0">
          {range(0, children - 1).map((index) => (
            <FormField
              key={index}
              label={`Age of child ${index + 1}`}
              error={errors.child_ages?.[index]?.message}
              controlClassName="form-select"
              className="col-6 col-sm-4"
            >
              {(field) => (
                <select {...field} {...register(`child_ages.${index}`)}>
                  <option value="">Age</option>
                  {range(0, MAX_CHILD_AGE).map((age) => (
                    <option key={age} value={age}>
                      {age === 0 ? 'Under 1' : age === 1 ? '1 year' : `${age} years`}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** A count from `from` to `to` (adults, children, rooms), a third of the party row. */
function CountSelect({
  label,
  name,
  from,
  to,
  register,
  errors,
}: {
  label: string;
  name: 'adults' | 'children' | 'rooms';
  from: number;
  to: number;
  register: UseFormRegister<StayFormValues>;
  errors: FieldErrors<StayFormValues>;
}) {
  return (
    <FormField label={label} error={errors[name]?.message} controlClassName="form-select" className="col-4">
      {(field) => (
        <select {...field} {...register(name)}>
          {range(from, to).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
