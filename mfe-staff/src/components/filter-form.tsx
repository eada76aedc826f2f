import { FormField } from '@haveli/ui';
import { type FormEvent, useState } from 'react';

export const DATES_BACKWARDS_MESSAGE = 'To must be on or after From.';

interface DatedFilters {
  from?: string;
  to?: string;
  page?: number;
}

/**
 * A list's filters as the member of staff edits them, applied together on submit (from page 1), unless the
 * dates run backwards: then the message stands beside To and nothing is applied.
 */
export function useFilterDraft<T extends DatedFilters>(filters: T, onApply: (filters: T) => void) {
  const [draft, setDraft] = useState(filters);
  const [datesError, setDatesError] = useState<string>();
  const set = (changes: Partial<T>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setDatesError(DATES_BACKWARDS_MESSAGE);
      return;
    }
    setDatesError(undefined);
    onApply({ ...draft, page: 1 });
  };
  return { draft, set, submit, datesError };
}

export interface DateRangeFieldsProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (changes: { from?: string; to?: string }) => void;
  error: string | undefined;
}

/** From and To, the two dates a list is filtered between. */
export function DateRangeFields({ from, to, onChange, error }: DateRangeFieldsProps) {
  return (
    <>
      <FormField label="From" className="col-6 col-md-2">
        {(control) => (
          <input
            {...control}
            type="date"
            value={from ?? ''}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        )}
      </FormField>
      <FormField label="To" className="col-6 col-md-2" error={error}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={to ?? ''}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        )}
      </FormField>
    </>
  );
}
