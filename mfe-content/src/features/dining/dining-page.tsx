import { PAGE_SIZE } from '@haveli/contracts';
import { formatInr, Pager } from '@haveli/ui';
import { useState } from 'react';
import { Link } from '@haveli/router';
import { OfferList } from '../../components/offer-list';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { Picture } from '@haveli/ui/src/picture';
import { useCuisines } from './api/get-cuisines';

/**
 * SPEC §2 static banquet sample cards, priced as a Jaipur palace hotel would (PRODUCT.md §6): the hall and the
 * courtyard by the hour with their service, the chef's table by the evening, food for the party included.
 */
export const BANQUETS = [
  {
    title: 'Durbar Hall Banquet',
    text: 'Chandeliers, a silver thali service and room for 100.',
    price: 45000,
    unit: 'per hour',
  },
  {
    title: 'Courtyard Dinner',
    text: 'Lanterns, folk musicians and a Rajasthani feast under the stars.',
    price: 25000,
    unit: 'per hour',
  },
  {
    title: 'Private Chef’s Table',
    text: 'Chef Vikram’s tasting menu for twelve, course by course.',
    price: 120000,
    unit: 'per event',
  },
] as const;

/** The hotel's restaurants (and its bar), where the cuisines below are served. */
export const RESTAURANTS = [
  {
    name: 'Laal Mahal',
    cuisine: 'Royal Rajasthani',
    text: 'Thalis of Marwar on silver, laal maas and ker sangri, in the old durbar dining room.',
    hours: 'Lunch 12:30–15:00, dinner 19:00–23:00',
  },
  {
    name: 'Diwan-e-Khas',
    cuisine: 'Mughlai',
    text: 'Kebabs from the charcoal sigri and slow-cooked curries, under a mirrored ceiling.',
    hours: 'Dinner 19:00–23:30',
  },
  {
    name: 'The Verandah',
    cuisine: 'All-day dining',
    text: 'European classics, Pan-Asian bowls and South Indian breakfasts on the garden verandah.',
    hours: '07:00–23:00',
  },
  {
    name: 'Chhatri Rooftop Bar',
    cuisine: 'Bar',
    text: 'Cocktails and small plates at sunset, with Nahargarh Fort lit up on the ridge.',
    hours: '17:00–00:00',
  },
] as const;

/** SPEC §2 Dining: cuisines from the server, banquet cards and the offers. */
export function DiningPage() {
  const [page, setPage] = useState(1);
  const cuisines = useCuisines(page);
  return (
    <>
      <PageHeader
        title="Dining"
        lead="Three restaurants and a rooftop bar: the royal kitchens of Marwar, Mughal Jaipur and the world beyond."
      />
      <section className="py-5" aria-labelledby="restaurants-title">
        <div className="container">
          <h2 id="restaurants-title" className="h3 section-title mb-4">
            Our Restaurants
          </h2>
          <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-4 list-unstyled mb-0">
            {RESTAURANTS.map((restaurant) => (
              <li className="col" key={restaurant.name}>
                <article className="card h-100 border-0 shadow-sm p-4">
                  <p className="section-eyebrow mb-1">{restaurant.cuisine}</p>
                  <h3 className="h5">{restaurant.name}</h3>
                  <p className="text-secondary">{restaurant.text}</p>
                  <p className="small mb-0">{restaurant.hours}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="py-5 bg-sand" aria-labelledby="cuisines-title">
        <div className="container">
          <h2 id="cuisines-title" className="h3 section-title mb-4">
            Our Cuisines
          </h2>
          <QueryState
            query={cuisines}
            loading="Loading cuisines…"
            errorTitle="We could not load our cuisines"
            empty="No cuisines to show yet."
            isEmpty={(data) => data.data.length === 0}
          >
            {(data) => (
              <>
                <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-5 g-4 list-unstyled mb-0">
                  {data.data.map((cuisine) => (
                    <li className="col" key={cuisine.id}>
                      <article className="card h-100 border-0 shadow-sm text-center p-3 cuisine-card">
                        <a
                          href={cuisine.icon}
                          className="d-block mb-3"
                          aria-label={`${cuisine.name} picture`}
                        >
                          <Picture
                            src={cuisine.icon}
                            alt=""
                            sizes="160px"
                            width={160}
                            height={160}
                            className="img-fluid rounded-circle object-fit-cover cuisine-icon"
                          />
                        </a>
                        <h3 className="h5">{cuisine.name}</h3>
                        <p className="small text-secondary mb-0">{cuisine.title}</p>
                      </article>
                    </li>
                  ))}
                </ul>
                <Pager
                  page={page}
                  total={data.total}
                  pageSize={PAGE_SIZE.cuisine}
                  onPageChange={setPage}
                  label="Cuisine pages"
                />
              </>
            )}
          </QueryState>
          <p className="mt-3 mb-0">
            <Link className="btn btn-primary" to="/menu">
              View Menus
            </Link>
          </p>
        </div>
      </section>
      <section className="py-5" aria-labelledby="banquets-title">
        <div className="container">
          <h2 id="banquets-title" className="h3 section-title mb-4">
            Banquets
          </h2>
          <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
            {BANQUETS.map((banquet) => (
              <li className="col" key={banquet.title}>
                <article className="card h-100 border-0 shadow-sm p-4">
                  <h3 className="h5">{banquet.title}</h3>
                  <p className="text-secondary">{banquet.text}</p>
                  <p className="mb-0">
                    <span className="fs-5 fw-semibold text-primary">{formatInr(banquet.price)}</span>{' '}
                    {banquet.unit}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="py-5 bg-sand" aria-labelledby="dining-offers-title">
        <div className="container">
          <h2 id="dining-offers-title" className="h3 section-title mb-4">
            Offers
          </h2>
          <OfferList />
        </div>
      </section>
    </>
  );
}
