import { Link } from '@haveli/router';

/** SPEC §2 home event promo blocks: weddings, meetings and celebrations. */
export const EVENT_PROMOS = [
  {
    title: 'Royal Weddings',
    text: 'Pheras in the Mughal garden, a baraat through the haveli gate and a feast for up to 100 guests.',
    image: '/api/images/event-wedding-mandap.svg',
  },
  {
    title: 'Meetings & Conferences',
    text: 'The Sheesh Mahal boardroom seats 12, with daylight, fast Wi-Fi and masala chai on call.',
    image: '/api/images/venue-boardroom.svg',
  },
] as const;

export function EventPromos() {
  return (
    <section className="py-5 bg-sand" aria-labelledby="events-title">
      <div className="container">
        <header className="text-center mb-5">
          <p className="section-eyebrow mb-2">Events</p>
          <h2 id="events-title" className="display-6 section-title">
            Celebrate at the Haveli
          </h2>
        </header>
        <div className="row g-4 phone-carousel">
          {EVENT_PROMOS.map((event) => (
            <div className="col-12 col-md-6" key={event.title}>
              <article className="event-promo position-relative overflow-hidden rounded-3 h-100">
                <img
                  src={event.image}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="event-promo-image"
                />
                <div className="event-promo-body p-4">
                  <h3 className="h4">{event.title}</h3>
                  <p>{event.text}</p>
                  <Link className="btn btn-gold" to="/meeting">
                    Plan your {event.title.toLowerCase()}
                  </Link>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
