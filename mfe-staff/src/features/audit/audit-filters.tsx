import type { StaffAuditQuery } from '@haveli/contracts';
import { Button, FormField } from '@haveli/ui';
import { type FormEvent, useState } from 'react';

export interface AuditFiltersProps {
  filters: StaffAuditQuery;
  actors: { id: number; name: string }[];
  actions: string[];
  onApply: (filters: StaffAuditQuery) => void;
}

export const AUDIT_DATES_BACKWARDS_MESSAGE = 'To must be on or after From.';

/** The log's filters, applied together (they go into the address, so a filtered log can be shared). */
export function AuditFilters({ filters, actors, actions, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string>();
  const set = (changes: Partial<StaffAuditQuery>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setError(AUDIT_DATES_BACKWARDS_MESSAGE);
      return;
    }
    setError(undefined);
    onApply({ ...draft, page: 1 });
  };

  return (
    <form onSubmit={submit} className="row g-2 align-items-end mb-4" aria-label="Filter the log" noValidate>
      <FormField label="Who" className="col-6 col-md-3" controlClassName="form-select">
        {(control) => (
          <select
            {...control}
            value={draft.actor ?? ''}
            onChange={(event) => set({ actor: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">Anyone</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Action" className="col-6 col-md-3" controlClassName="form-select">
        {(control) => (
          <select
            {...control}
            value={draft.action ?? ''}
            onChange={(event) => set({ action: event.target.value || undefined })}
          >
            <option value="">Any</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="From" className="col-6 col-md-2">
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        )}
      </FormField>
      <FormField label="To" className="col-6 col-md-2" error={error}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        )}
      </FormField>
      <div className="col-12 col-md-2 d-grid">
        <Button type="submit">Filter</Button>
      </div>
    </form>
  );
}
