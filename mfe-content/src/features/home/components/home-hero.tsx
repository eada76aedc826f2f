import { Link } from '@haveli/router';
import { Picture } from '@haveli/ui/src/picture';

/**
 * The hero photo, the page's largest paint: fetched first, at the width the screen needs. scripts/serve.mjs
 * names the same photo (HERO_PHOTO) in the page's preload hint, sent before the page's markup.
 */
export const HERO_IMAGE = '/api/images/photos/restaurant-rooftop-terrace-1600.webp';

/** SPEC §1 landing hero: the page's one h1 and its 'Booking Now' call to action. */
export function HomeHero() {
  return (
    <section className="haveli-hero d-flex align-items-center" aria-labelledby="home-title">
      <Picture src={HERO_IMAGE} alt="" sizes="100vw" priority className="haveli-hero-image" />
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
