import type { StaffAuditQuery } from '@haveli/contracts';
import { Button, FormField } from '@haveli/ui';
import { DateRangeFields, useFilterDraft } from '../../components/filter-form';

export interface AuditFiltersProps {
  filters: StaffAuditQuery;
  actors: { id: number; name: string }[];
  actions: string[];
  onApply: (filters: StaffAuditQuery) => void;
}

/** The log's filters, applied together (they go into the address, so a filtered log can be shared). */
export function AuditFilters({ filters, actors, actions, onApply }: AuditFiltersProps) {
  const { draft, set, submit, datesError } = useFilterDraft(filters, onApply);

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
      <DateRangeFields from={draft.from} to={draft.to} onChange={set} error={datesError} />
      <FormField label="Record id or action" className="col-12 col-md-4">
        {(control) => (
          <input
            {...control}
            type="search"
            maxLength={100}
            value={draft.q ?? ''}
            onChange={(event) => set({ q: event.target.value || undefined })}
          />
        )}
      </FormField>
      <div className="col-12 col-md-2 d-grid">
        <Button type="submit">Filter</Button>
      </div>
    </form>
  );
}
