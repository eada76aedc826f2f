import type { AdminContentEntity } from '@haveli/contracts';
import type { FormControlProps } from '@haveli/ui';
import { useContentRecords } from '../api/content-records';

interface RecordSelectProps {
  control: FormControlProps;
  /** The entity whose records are the choices (by name). */
  entity: AdminContentEntity;
  value: string;
  onChange: (value: string) => void;
}

/** A choice among another entity's records, e.g. a dish's menu category, read from the API by name. */
export function RecordSelect({ control, entity, value, onChange }: RecordSelectProps) {
  const choices = useContentRecords(entity, { limit: 100, sort: 'name' });
  return (
    <select
      {...control}
      value={value}
      aria-busy={choices.isPending}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{choices.isError ? 'Could not load the choices' : 'Choose…'}</option>
      {choices.data?.data.map((record) => (
        <option key={record.id} value={String(record.id)}>
          {String(record.name ?? record.id)}
        </option>
      ))}
    </select>
  );
}
