import { hotelToday, type StaffRestaurant } from '@haveli/contracts';
import { Link } from '@haveli/router';
import { EmptyState, ErrorState, LoadingState, UtensilsCrossed } from '@haveli/ui';
import { StaffPage } from '../../components/staff-page';
import { useStaffRestaurants } from './api/staff-restaurants';
import { HoursForm } from './components/hours-form';
import { TablesList } from './components/tables-list';

function RestaurantSection({ restaurant }: { restaurant: StaffRestaurant }) {
  const headingId = `restaurant-${restaurant.id}`;
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-3">
          <h2 id={headingId} className="h4 mb-0">
            {restaurant.name} <span className="fs-6 text-secondary">{restaurant.cuisine}</span>
          </h2>
          <Link
            to={`/staff/restaurants/${restaurant.id}/day?date=${hotelToday()}`}
            className="btn btn-outline-primary btn-sm"
          >
            Today’s tables at {restaurant.name}
          </Link>
        </div>
        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <h3 className="h5">Opening hours</h3>
            <p className="small text-secondary">
              Each service is cut into sittings of {restaurant.slot_minutes} minutes; guests ask for those
              times.
            </p>
            <HoursForm restaurant={restaurant} />
          </div>
          <div className="col-12 col-lg-6">
            <h3 className="h5">Tables</h3>
            <TablesList restaurant={restaurant} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** /staff/restaurants: each restaurant's opening hours and tables, and a link to its day. */
export function RestaurantsPage() {
  const restaurants = useStaffRestaurants();
  let body;
  if (restaurants.isPending) body = <LoadingState label="Loading the restaurants…" skeleton="cards" />;
  else if (restaurants.isError)
    body = (
      <ErrorState
        title="We could not load the restaurants"
        message={restaurants.error.message}
        onRetry={() => void restaurants.refetch()}
      />
    );
  else if (restaurants.data.length === 0)
    body = (
      <EmptyState
        icon={UtensilsCrossed}
        title="No restaurants yet"
        message="Restaurants appear here once they are added."
      />
    );
  else
    body = restaurants.data.map((restaurant) => (
      <RestaurantSection key={restaurant.id} restaurant={restaurant} />
    ));
  return (
    <StaffPage
      title="Restaurants"
      lead="Opening hours and tables: guests can ask only for times within the hours, and are seated at these tables."
    >
      {body}
    </StaffPage>
  );
}
