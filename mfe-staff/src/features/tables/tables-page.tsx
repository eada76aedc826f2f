import { addDays, hotelToday, isIsoDate, type StaffFloor } from '@haveli/contracts';
import { useSearchParams } from '@haveli/router';
import { Badge, Button, EmptyState, ErrorState, formatDate, FormField, LoadingState } from '@haveli/ui';
import { useState } from 'react';
import { StaffPage } from '../../components/staff-page';
import { useFloor, useRestaurantChoices } from './api/floor';
import { Closures } from './components/closures';
import { NewBookingDialog } from './components/new-booking-dialog';
import { Party } from './components/party';
import { otherParties, partiesAt, tableState } from './floor-view';

/** Each table as a tile with its parties of the day; one column (a list) on a phone. */
function Floor({ floor }: { floor: StaffFloor }) {
  const others = otherParties(floor);
  return (
    <>
      <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled" aria-label="Tables">
        {floor.tables.map((table) => {
          const state = tableState(floor, table.id);
          const parties = partiesAt(floor, table.id);
          return (
            <li key={table.id} className="col">
              <section className="card h-100" aria-label={`${table.label}, ${state.text}`}>
                <div className="card-body">
                  <div className="d-flex align-items-center gap-2">
                    <h2 className="h6 mb-0 me-auto">
                      {table.label} <span className="small text-secondary">({table.seats} seats)</span>
                    </h2>
                    <Badge tone={state.tone}>{state.text}</Badge>
                  </div>
                  {parties.length === 0 ? (
                    <p className="small text-secondary mb-0 mt-2">No party today.</p>
                  ) : (
                    <ul className="list-unstyled mb-0 mt-2">
                      {parties.map((booking) => (
                        <Party key={booking.id} floor={floor} booking={booking} />
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <section className="mt-4" aria-labelledby="others-heading">
          <h2 id="others-heading" className="h5">
            Other parties of the day
          </h2>
          <ul className="list-unstyled">
            {others.map((booking) => (
              <Party key={booking.id} floor={floor} booking={booking} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** /staff/tables?restaurant=…&date=…: the evening on the floor of one restaurant; the link can be shared. */
export function TablesPage() {
  const [params, setParams] = useSearchParams();
  const restaurants = useRestaurantChoices();
  const askedDate = params.get('date');
  const date = askedDate && isIsoDate(askedDate) ? askedDate : hotelToday();
  const askedRestaurant = Number(params.get('restaurant'));
  const restaurantId =
    restaurants.data?.find((restaurant) => restaurant.id === askedRestaurant)?.id ??
    restaurants.data?.[0]?.id;
  const floor = useFloor(restaurantId, date);
  const [booking, setBooking] = useState(false);

  const go = (next: { restaurant?: number; date?: string }) =>
    setParams({ restaurant: String(next.restaurant ?? restaurantId ?? ''), date: next.date ?? date });

  let body;
  if (restaurants.isPending || (floor.isPending && restaurantId !== undefined))
    body = <LoadingState label="Loading the floor…" skeleton="lines" />;
  else if (restaurants.isError)
    body = (
      <ErrorState
        title="We could not load the restaurants"
        message={restaurants.error.message}
        onRetry={() => void restaurants.refetch()}
      />
    );
  else if (floor.isError)
    body = (
      <ErrorState
        title="We could not load the floor"
        message={floor.error.message}
        onRetry={() => void floor.refetch()}
      />
    );
  else if (!floor.data) body = <EmptyState title="No restaurant" message="Add a restaurant first." />;
  else if (floor.data.tables.length === 0)
    body = <EmptyState title="No tables in service" message="Add tables on the Restaurants page." />;
  else
    body = (
      <>
        {floor.data.sittings.length === 0 && (
          <p className="alert alert-info">{floor.data.restaurant.name} is closed on this day.</p>
        )}
        <Floor floor={floor.data} />
        <Closures floor={floor.data} />
        {booking && <NewBookingDialog floor={floor.data} open onClose={() => setBooking(false)} />}
      </>
    );

  return (
    <StaffPage title="Tables" lead={`Every table and its parties on ${formatDate(date)}.`}>
      <div className="row g-2 align-items-end mb-3">
        <FormField label="Restaurant" className="col-12 col-sm-4" controlClassName="form-select">
          {(control) => (
            <select
              {...control}
              value={restaurantId ?? ''}
              onChange={(event) => go({ restaurant: Number(event.target.value) })}
            >
              {restaurants.data?.map((restaurant) => (
                <option key={restaurant.id} value={restaurant.id}>
                  {restaurant.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Day" className="col-12 col-sm-3">
          {(control) => (
            <input
              {...control}
              type="date"
              value={date}
              onChange={(event) => isIsoDate(event.target.value) && go({ date: event.target.value })}
            />
          )}
        </FormField>
        <div className="col-12 col-sm-5 d-flex flex-wrap gap-2 justify-content-sm-end">
          <Button variant="outline" onClick={() => go({ date: addDays(date, -1) })}>
            Previous day
          </Button>
          <Button variant="outline" onClick={() => go({ date: addDays(date, 1) })}>
            Next day
          </Button>
          <Button onClick={() => setBooking(true)} disabled={!floor.data || floor.data.sittings.length === 0}>
            New booking
          </Button>
        </div>
      </div>
      {body}
    </StaffPage>
  );
}
