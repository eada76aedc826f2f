import { Link } from '@haveli/router';

/** SPEC §1 facilities cards; each leads to the rooms. */
export const FACILITIES = [
  {
    title: 'Heritage Rooms',
    text: 'Frescoed walls, carved jharokhas and four-poster beds in a mansion of 1824.',
    icon: '🏰',
  },
  {
    title: 'Rooftop Pool',
    text: 'A pool above the old city, with the Nahargarh fort as your view.',
    icon: '🏊',
  },
  { title: 'Chandan Spa', text: 'Ayurvedic rituals in a restored 19th-century hammam.', icon: '🌿' },
  {
    title: 'Three Restaurants',
    text: 'Royal Rajasthani, Mughlai kebabs and a European verandah.',
    icon: '🍛',
  },
] as const;

export function Facilities() {
  return (
    <section className="py-5" aria-labelledby="facilities-title">
      <div className="container">
        <header className="text-center mb-5">
          <p className="section-eyebrow mb-2">Facilities</p>
          <h2 id="facilities-title" className="display-6 section-title">
            Everything for a royal stay
          </h2>
        </header>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mb-0">
          {FACILITIES.map((facility) => (
            <li className="col" key={facility.title}>
              <article className="card h-100 border-0 shadow-sm text-center p-4 facility-card">
                <span className="facility-icon mb-3" aria-hidden="true">
                  {facility.icon}
                </span>
                <h3 className="h5">
                  <Link className="stretched-link text-reset text-decoration-none" to="/rooms">
                    {facility.title}
                  </Link>
                </h3>
                <p className="text-secondary mb-0">{facility.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
