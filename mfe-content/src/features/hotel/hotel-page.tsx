import { Link } from '@haveli/router';
import { BrandStrip } from '../../components/brand-strip';
import { HotelCounters } from '../../components/hotel-counters';
import { PageHeader } from '../../components/page-header';

const HIGHLIGHTS = [
  {
    title: 'Stay',
    text: 'Heritage rooms and suites around three courtyards.',
    to: '/rooms',
    action: 'Rooms & Suites',
  },
  {
    title: 'Dine',
    text: 'Royal Rajasthani, Mughlai and European kitchens.',
    to: '/dining',
    action: 'Dining',
  },
  {
    title: 'Celebrate',
    text: 'Weddings and meetings for 12 to 100 guests.',
    to: '/meeting',
    action: 'Meetings & Events',
  },
  {
    title: 'Save',
    text: 'Seasonal offers and rewards for returning guests.',
    to: '/offer',
    action: 'Special Offers',
  },
] as const;

/** The facilities the home page's cards lead to (`/hotel#pool`, `/hotel#spa`). */
const LEISURE = [
  {
    id: 'pool',
    title: 'Rooftop Pool',
    text: 'A heated pool above the old city, with Nahargarh Fort on the ridge: loungers, fresh lime soda and towels at hand from 7 am to 9 pm.',
  },
  {
    id: 'spa',
    title: 'Chandan Spa',
    text: 'Ayurvedic rituals in a restored 19th-century hammam: abhyanga massage, shirodhara and sandalwood scrubs, by appointment from 9 am to 8 pm.',
  },
] as const;

/** The /hotel screen: the haveli at a glance, with the way to each part of it. */
export function HotelPage() {
  return (
    <>
      <PageHeader
        title="Haveli Jaipur"
        crumb="Hotel"
        eyebrow="Luxury Hotels in Jaipur"
        lead="A palace welcome in the Pink City, a short walk from the bazaars of the old city."
      />
      <section className="container py-5" aria-labelledby="hotel-glance-title">
        <h2 id="hotel-glance-title" className="h3 section-title mb-4">
          The Haveli at a Glance
        </h2>
        <HotelCounters />
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mb-0">
          {HIGHLIGHTS.map((item) => (
            <li className="col" key={item.title}>
              <article className="card h-100 border-0 shadow-sm p-4">
                <h3 className="h5">{item.title}</h3>
                <p className="text-secondary flex-grow-1">{item.text}</p>
                <Link className="btn btn-outline-primary align-self-start" to={item.to}>
                  {item.action}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section className="container pb-5" aria-labelledby="hotel-leisure-title">
        <h2 id="hotel-leisure-title" className="h3 section-title mb-4">
          Pool &amp; Spa
        </h2>
        <div className="row g-4">
          {LEISURE.map((place) => (
            <article
              className="col-12 col-md-6"
              id={place.id}
              key={place.id}
              aria-labelledby={`${place.id}-title`}
            >
              <div className="card h-100 border-0 shadow-sm p-4">
                <h3 id={`${place.id}-title`} className="h5">
                  {place.title}
                </h3>
                <p className="text-secondary mb-0">{place.text}</p>
              </div>
            </article>
          ))}
        </div>
      </section>
      <BrandStrip />
    </>
  );
}
