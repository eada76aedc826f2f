import { ApiRequestError } from '@haveli/api-client';
import { MAX_SERVICES_A_DAY, STAFF_RESTAURANT_MESSAGES, type StaffRestaurant } from '@haveli/contracts';
import { Button, FormAlert, FormField } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { useSaveHours } from '../api/staff-restaurants';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

interface DraftService {
  key: number;
  weekday: number;
  opens: string;
  closes: string;
}
type ServiceErrors = Record<number, { opens?: string; closes?: string }>;

let nextKey = 0;
const drafted = (hours: StaffRestaurant['hours']): DraftService[] =>
  hours.map((service) => ({ ...service, key: (nextKey += 1) }));

/** The form's own checks, as the API makes them, keyed by the service's place in the list sent. */
function check(services: readonly DraftService[]): ServiceErrors {
  const errors: ServiceErrors = {};
  services.forEach((service, index) => {
    if (!service.opens) errors[index] = { opens: STAFF_RESTAURANT_MESSAGES.opens };
    else if (!service.closes) errors[index] = { closes: STAFF_RESTAURANT_MESSAGES.closes };
    else if (service.closes <= service.opens)
      errors[index] = { closes: STAFF_RESTAURANT_MESSAGES.closesAfterOpens };
    else if (
      services.some(
        (other, at) =>
          at < index &&
          other.weekday === service.weekday &&
          other.opens < service.closes &&
          service.opens < other.closes,
      )
    )
      errors[index] = { opens: STAFF_RESTAURANT_MESSAGES.overlap };
  });
  return errors;
}

/** The server's field messages (`hours.3.closes`) under the services they name. */
function serverErrors(error: unknown): ServiceErrors {
  const errors: ServiceErrors = {};
  if (!(error instanceof ApiRequestError)) return errors;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const match = /^hours\.(\d+)\.(opens|closes)$/.exec(field);
    if (match) errors[Number(match[1])] = { ...errors[Number(match[1])], [match[2]!]: message };
  }
  return errors;
}

/** A restaurant's week: one or more services a day (none is a closed day), saved all at once. */
export function HoursForm({ restaurant }: { restaurant: StaffRestaurant }) {
  const save = useSaveHours();
  const [services, setServices] = useState(() => drafted(restaurant.hours));
  const [errors, setErrors] = useState<ServiceErrors>({});
  const shown = { ...serverErrors(save.error), ...errors };
  const serverFields = save.error instanceof ApiRequestError ? Object.keys(save.error.fields ?? {}) : [];

  const change = (key: number, changes: Partial<DraftService>) =>
    setServices((current) => current.map((one) => (one.key === key ? { ...one, ...changes } : one)));
  const add = (weekday: number) =>
    setServices((current) => [...current, { key: (nextKey += 1), weekday, opens: '', closes: '' }]);
  const remove = (key: number) => setServices((current) => current.filter((one) => one.key !== key));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sent day by day, so the messages the server keys by position land on the service shown there.
    const ordered = [...services].sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens));
    setServices(ordered);
    const found = check(ordered);
    setErrors(found);
    save.reset();
    if (Object.keys(found).length > 0) return;
    save.mutate({
      restaurantId: restaurant.id,
      hours: ordered.map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Opening hours of ${restaurant.name}`}>
      <FormAlert
        message={
          save.isError && serverFields.every((field) => !field.startsWith('hours.'))
            ? save.error.message
            : null
        }
      />
      {save.isSuccess && (
        <p className="text-success-emphasis small" role="status">
          {STAFF_RESTAURANT_MESSAGES.hoursSaved}
        </p>
      )}
      <ul className="list-unstyled mb-3">
        {WEEKDAYS.map((day, at) => {
          const weekday = at + 1;
          const today = services
            .map((service, index) => ({ service, index }))
            .filter(({ service }) => service.weekday === weekday);
          return (
            <li key={day} className="border-bottom py-2">
              <fieldset>
                <legend className="fs-6 fw-semibold mb-1">{day}</legend>
                {today.length === 0 && <p className="small text-secondary mb-1">Closed</p>}
                {today.map(({ service, index }, number) => (
                  <div key={service.key} className="row g-2 align-items-start">
                    <FormField
                      label={`Opens (service ${number + 1})`}
                      className="col-6 col-md-4 mb-1"
                      error={shown[index]?.opens}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="time"
                          value={service.opens}
                          onChange={(event) => change(service.key, { opens: event.target.value })}
                        />
                      )}
                    </FormField>
                    <FormField
                      label={`Closes (service ${number + 1})`}
                      className="col-6 col-md-4 mb-1"
                      error={shown[index]?.closes}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="time"
                          value={service.closes}
                          onChange={(event) => change(service.key, { closes: event.target.value })}
                        />
                      )}
                    </FormField>
                    <div className="col-12 col-md-4 pt-md-4">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Remove ${day}’s service ${number + 1}`}
                        onClick={() => remove(service.key)}
                      >
                        Remove
                      </Button>
                    </div>
                  </div>
                ))}
                {today.length < MAX_SERVICES_A_DAY && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="mt-1"
                    aria-label={`Add a service on ${day}`}
                    onClick={() => add(weekday)}
                  >
                    Add a service
                  </Button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <Button type="submit" busy={save.isPending}>
        Save opening hours
      </Button>
    </form>
  );
}
