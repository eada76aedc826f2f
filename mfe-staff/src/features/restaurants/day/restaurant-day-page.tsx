import { addDays, isIsoDate, type StaffDayRequest, type StaffRestaurantDay } from '@haveli/contracts';
import { Link, useParams, useSearchParams } from '@haveli/router';
import { Badge, Button, EmptyState, ErrorState, FormField, formatDate, LoadingState } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { StaffPage } from '../../../components/staff-page';
import { useRestaurantDay } from '../api/restaurant-day';
import { PendingRequest } from './pending-request';

const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;
const partyText = (request: StaffDayRequest) => `${request.guest_name}, ${guests(request.party_size)}`;

/** Tables down the side, the day's sittings across: each confirmed party in its table's row at its time. */
function DayGrid({ day }: { day: StaffRestaurantDay }) {
  return (
    <div
      className="d-none d-md-block table-responsive"
      tabIndex={0}
      role="region"
      aria-label="Tables by sitting"
    >
      <table className="table table-bordered table-sm align-middle">
        <caption className="visually-hidden">
          Tables of {day.restaurant.name} and their parties on {formatDate(day.date)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Table</th>
            {day.sittings.map((time) => (
              <th scope="col" key={time} className="text-nowrap">
                {time}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {day.tables.map((table) => (
            <tr key={table.id}>
              <th scope="row" className="text-nowrap">
                {table.label} <span className="small text-secondary">({table.seats} seats)</span>
                {table.retired && <Badge tone="neutral">Retired</Badge>}
              </th>
              {day.sittings.map((time) => {
                const party = table.requests.find((request) => request.time === time);
                return (
                  <td key={time} className={party ? 'table-primary' : undefined}>
                    {party ? partyText(party) : <span className="visually-hidden">Free</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same day on a phone: each table with its parties in time order. */
function DayList({ day }: { day: StaffRestaurantDay }) {
  return (
    <ul className="d-md-none list-unstyled" aria-label="Tables and their parties">
      {day.tables.map((table) => (
        <li key={table.id} className="border-bottom py-2">
          <h2 className="h6 mb-1">
            {table.label} <span className="small text-secondary">({table.seats} seats)</span>{' '}
            {table.retired && <Badge tone="neutral">Retired</Badge>}
          </h2>
          {table.requests.length === 0 ? (
            <p className="small text-secondary mb-0">Free all day</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {table.requests.map((request) => (
                <li key={request.id} className="small">
                  {request.time}: {partyText(request)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function Pending({ day }: { day: StaffRestaurantDay }) {
  return (
    <section className="mt-4" aria-labelledby="day-pending-heading">
      <h2 id="day-pending-heading" className="h5">
        Requests waiting for a table
      </h2>
      <p className="small text-secondary">
        Confirm each with a table that seats the party and is free then, or decline it with a reason. All
        days’ requests are on the <Link to="/staff/table-requests">Table requests</Link> page.
      </p>
      {day.pending.length === 0 ? (
        <p className="text-secondary">No request for this day is waiting.</p>
      ) : (
        <ul className="list-unstyled" aria-label="Requests waiting for a table">
          {day.pending.map((request) => (
            <PendingRequest key={request.id} day={day} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /staff/restaurants/:id/day?date=…: a restaurant's tables and parties on one day; the link can be shared. */
export function RestaurantDayPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && isIsoDate(asked) ? asked : undefined;
  const day = useRestaurantDay(id, date);
  const [draft, setDraft] = useState(date ?? '');
  const [dateError, setDateError] = useState<string>();
  const shown = day.data?.date ?? date;

  const go = (next: string) => {
    setDraft(next);
    setDateError(undefined);
    setParams({ date: next });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isIsoDate(draft)) go(draft);
    else setDateError('Choose a date.');
  };

  let body;
  if (day.isPending) body = <LoadingState label="Loading the day’s tables…" skeleton="lines" />;
  else if (day.isError)
    body = (
      <ErrorState
        title="We could not load this day"
        message={day.error.message}
        onRetry={() => void day.refetch()}
      />
    );
  else if (day.data.tables.length === 0)
    body = (
      <>
        <EmptyState
          title="No tables in service"
          message="Add tables on the Restaurants page so requests can be confirmed."
        />
        <Pending day={day.data} />
      </>
    );
  else
    body = (
      <>
        {day.data.closed && (
          <p className="alert alert-info">
            {day.data.restaurant.name} is closed on this day: guests cannot ask for a table.
          </p>
        )}
        {day.data.sittings.length > 0 && <DayGrid day={day.data} />}
        <DayList day={day.data} />
        <Pending day={day.data} />
      </>
    );

  const name = day.data?.restaurant.name;
  return (
    <StaffPage
      title={name ? `${name}: the day’s tables` : 'The day’s tables'}
      lead={shown ? `Confirmed parties and waiting requests on ${formatDate(shown)}.` : undefined}
    >
      <p className="mb-3">
        <Link to="/staff/restaurants">All restaurants</Link>
      </p>
      <form
        onSubmit={submit}
        className="row g-2 align-items-start mb-3"
        aria-label="Choose the day"
        noValidate
      >
        <FormField label="Day" className="col-6 col-md-3" error={dateError}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </FormField>
        <div className="col-6 col-md-2 pt-4">
          <Button type="submit" className="w-100">
            Show
          </Button>
        </div>
        {shown && (
          <div className="col-12 col-md-7 pt-md-4 d-flex gap-2 justify-content-md-end">
            <Button variant="outline" onClick={() => go(addDays(shown, -1))}>
              Previous day
            </Button>
            <Button variant="outline" onClick={() => go(addDays(shown, 1))}>
              Next day
            </Button>
          </div>
        )}
      </form>
      {body}
    </StaffPage>
  );
}
