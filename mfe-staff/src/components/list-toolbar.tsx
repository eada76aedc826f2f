import { Button, FormField } from '@haveli/ui';
import { type FormEvent, useState } from 'react';

export const SEARCH_TOO_LONG_MESSAGE = 'Search must be at most 100 characters.';

export interface ListToolbarProps<Status extends string> {
  /** What the list is, for the form's name: "comments". */
  name: string;
  q: string | undefined;
  status?: Status | undefined;
  /** The statuses to filter by; without them, the toolbar is a search alone. */
  statuses?: readonly Status[];
  statusLabels?: Record<Status, string>;
  onApply: (filters: { q: string | undefined; status: Status | undefined }) => void;
}

/** A list's search and status filter, applied together (they go into the address). */
export function ListToolbar<Status extends string>({
  name,
  q,
  status,
  statuses,
  statusLabels,
  onApply,
}: ListToolbarProps<Status>) {
  const [search, setSearch] = useState(q ?? '');
  const [chosen, setChosen] = useState<Status | ''>(status ?? '');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (search.trim().length > 100) {
      setError(SEARCH_TOO_LONG_MESSAGE);
      return;
    }
    setError(undefined);
    onApply({ q: search.trim() || undefined, status: chosen || undefined });
  };
  return (
    <form
      onSubmit={submit}
      className="row g-2 align-items-end mb-3"
      aria-label={`Search the ${name}`}
      role="search"
      noValidate
    >
      <FormField label="Search" className="col-12 col-md-6" error={error}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
      {statuses && statusLabels && (
        <FormField label="Status" className="col-8 col-md-3" controlClassName="form-select">
          {(control) => (
            <select
              {...control}
              value={chosen}
              onChange={(event) => setChosen(event.target.value as Status | '')}
            >
              <option value="">All</option>
              {statuses.map((option) => (
                <option key={option} value={option}>
                  {statusLabels[option]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <div className="col-4 col-md-3 d-grid">
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}
