import type { StaffRoomTypeRef } from '@haveli/contracts';
import { FormField } from '@haveli/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface RoomsFieldProps {
  roomTypes: StaffRoomTypeRef[];
  /** The select's registration with the form: its value is a room type's id, empty for every type. */
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/** The rooms a season or stay rule applies to: one room type, or every type. */
export function RoomsField({ roomTypes, field, error }: RoomsFieldProps) {
  return (
    <FormField label="Rooms" controlClassName="form-select" error={error}>
      {(control) => (
        <select {...control} {...field}>
          <option value="">Every type</option>
          {roomTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.title}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
