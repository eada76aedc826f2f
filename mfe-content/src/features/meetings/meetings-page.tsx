import { formatInr } from '@haveli/ui';
import { Link } from '@haveli/router';
import { PageHeader } from '../../components/page-header';

/**
 * SPEC §9 sample venues: capacities 20, 100 and 12. Prices are what a Jaipur palace hotel charges for the
 * venue alone (catering quoted apart): the terrace and the boardroom by the hour, the hall by the event.
 */
export const VENUES = [
  {
    name: 'Courtyard Terrace',
    capacity: 20,
    text: 'An open-air terrace over the marigold courtyard, for sundowners, mehendi and intimate dinners.',
    price: 18000,
    unit: 'per hour',
    image: '/api/images/venue-courtyard-terrace.svg',
  },
  {
    name: 'Durbar Hall',
    capacity: 100,
    text: 'The haveli’s grand hall of mirrors and chandeliers, for weddings, receptions and galas.',
    price: 450000,
    unit: 'per event',
    image: '/api/images/venue-durbar-hall.svg',
  },
  {
    name: 'Sheesh Mahal Boardroom',
    capacity: 12,
    text: 'A quiet boardroom with daylight, a screen and video calls, and masala chai on call.',
    price: 6500,
    unit: 'per hour',
    image: '/api/images/venue-boardroom.svg',
  },
] as const;

/** SPEC §2 Meetings & Events: the venues, their capacities and how to enquire. */
export function MeetingsPage() {
  return (
    <>
      <PageHeader
        title="Meetings & Events"
        crumb="Meetings & Events"
        lead="From a boardroom for twelve to a wedding for a hundred, in a palace of 1824."
      />
      <section className="container py-5" aria-labelledby="venues-title">
        <h2 id="venues-title" className="h3 section-title mb-4">
          Our Venues
        </h2>
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
          {VENUES.map((venue) => (
            <li className="col" key={venue.name}>
              <article className="card h-100 border-0 shadow-sm">
                <img
                  src={venue.image}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  className="card-img-top object-fit-cover venue-image"
                />
                <div className="card-body">
                  <h3 className="h5">{venue.name}</h3>
                  <p className="text-secondary">{venue.text}</p>
                  <dl className="row small mb-0">
                    <dt className="col-6 fw-normal text-secondary">Capacity</dt>
                    <dd className="col-6 mb-1">{venue.capacity} guests</dd>
                    <dt className="col-6 fw-normal text-secondary">Venue from</dt>
                    <dd className="col-6 mb-0">
                      {formatInr(venue.price)} {venue.unit}
                    </dd>
                  </dl>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="text-center mt-5">
          <p className="lead">Planning an event? Our events team will shape it with you.</p>
          <Link className="btn btn-primary btn-lg" to="/contact">
            Enquire Now
          </Link>
        </div>
      </section>
    </>
  );
}
