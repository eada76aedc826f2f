import { Link } from '@haveli/router';
import { Castle, CookingPot, Icon, Leaf, WavesLadder } from '@haveli/ui';

/** SPEC §1 facilities cards; each leads to where the guest reads more of it. */
export const FACILITIES = [
  {
    title: 'Heritage Rooms',
    text: 'Frescoed walls, carved jharokhas and four-poster beds in a mansion of 1824.',
    icon: Castle,
    to: '/rooms',
  },
  {
    title: 'Rooftop Pool',
    text: 'A pool above the old city, with the Nahargarh fort as your view.',
    icon: WavesLadder,
    to: '/hotel#pool',
  },
  {
    title: 'Chandan Spa',
    text: 'Ayurvedic rituals in a restored 19th-century hammam.',
    icon: Leaf,
    to: '/hotel#spa',
  },
  {
    title: 'Three Restaurants',
    text: 'Royal Rajasthani, Mughlai kebabs and a European verandah.',
    icon: CookingPot,
    to: '/dining',
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
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mb-0 phone-carousel">
          {FACILITIES.map((facility) => (
            <li className="col" key={facility.title}>
              <article className="card h-100 border-0 shadow-sm text-center p-4 facility-card">
                <Icon icon={facility.icon} size={36} className="facility-icon mb-3 mx-auto" />
                <h3 className="h5">
                  <Link className="stretched-link text-reset text-decoration-none" to={facility.to}>
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
