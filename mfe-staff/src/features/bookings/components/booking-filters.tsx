import { STAY_STATE_LABELS, STAY_STATES, type StaffBookingsQuery } from '@haveli/contracts';
import { Button, FormField } from '@haveli/ui';
import { DateRangeFields, useFilterDraft } from '../../../components/filter-form';

export interface BookingFiltersProps {
  filters: StaffBookingsQuery;
  roomTypes: { id: number; title: string }[];
  onApply: (filters: StaffBookingsQuery) => void;
}

/** The list's filters, applied together (they go into the address, so a filtered list can be shared). */
export function BookingFilters({ filters, roomTypes, onApply }: BookingFiltersProps) {
  const { draft, set, submit, datesError } = useFilterDraft(filters, onApply);

  return (
    <form onSubmit={submit} className="row g-2 align-items-end mb-4" aria-label="Filter bookings" noValidate>
      <DateRangeFields from={draft.from} to={draft.to} onChange={set} error={datesError} />
      <FormField label="State" className="col-6 col-md-2" controlClassName="form-select">
        {(control) => (
          <select
            {...control}
            value={draft.state ?? ''}
            onChange={(event) =>
              set({ state: (event.target.value || undefined) as StaffBookingsQuery['state'] })
            }
          >
            <option value="">Any</option>
            {STAY_STATES.map((state) => (
              <option key={state} value={state}>
                {STAY_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Room type" className="col-6 col-md-2" controlClassName="form-select">
        {(control) => (
          <select
            {...control}
            value={draft.room_type ?? ''}
            onChange={(event) =>
              set({ room_type: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">Any</option>
            {roomTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Guest" className="col-8 col-md-2">
        {(control) => (
          <input
            {...control}
            type="search"
            maxLength={100}
            value={draft.guest ?? ''}
            onChange={(event) => set({ guest: event.target.value || undefined })}
          />
        )}
      </FormField>
      <div className="col-4 col-md-2 mb-3">
        <Button type="submit" className="w-100">
          Apply
        </Button>
      </div>
    </form>
  );
}
