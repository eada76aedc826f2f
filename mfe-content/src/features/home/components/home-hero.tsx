import { Link } from '@haveli/router';

export const HERO_IMAGE = '/api/images/hero.svg';

/** SPEC §1 landing hero: the page's one h1 and its 'Booking Now' call to action. */
export function HomeHero() {
  return (
    <section className="haveli-hero d-flex align-items-center" aria-labelledby="home-title">
      <img
        src={HERO_IMAGE}
        alt=""
        width={1920}
        height={1080}
        fetchPriority="high"
        className="haveli-hero-image"
      />
      <div className="haveli-hero-overlay position-absolute top-0 start-0 w-100 h-100" aria-hidden="true" />
      <div className="container position-relative py-5 text-center">
        <h1 id="home-title" className="display-4 fw-semibold mb-3">
          Luxury Hotels in Jaipur
        </h1>
        <p className="haveli-hero-tagline mb-1">Experience Royal Hospitality</p>
        <p className="haveli-hero-tagline haveli-hero-accent mb-4">At Its Best</p>
        <Link className="btn btn-gold btn-lg px-4" to="/user-booking">
          Booking Now
        </Link>
      </div>
    </section>
  );
}
