import { Link } from '@haveli/router';
import { HotelCounters } from '../../../components/hotel-counters';

export const ABOUT_IMAGE = '/api/images/page-about.svg';

/** SPEC §1 about block: a few words, the counters, and the way to the about page and the services. */
export function AboutBlock() {
  return (
    <section className="py-5 bg-sand" aria-labelledby="about-title">
      <div className="container py-lg-4">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-12 col-lg-6">
            <img
              src={ABOUT_IMAGE}
              alt="The haveli in the Pink City"
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
              className="img-fluid rounded-3 shadow-sm"
            />
          </div>
          <div className="col-12 col-lg-6">
            <p className="section-eyebrow mb-2">About Haveli</p>
            <h2 id="about-title" className="display-6 section-title mb-4">
              A palace welcome in the Pink City
            </h2>
            <p className="lead text-secondary">
              Carved jharokhas, frescoed courtyards and unhurried Rajput hospitality, a short walk from the
              old city&rsquo;s bazaars.
            </p>
            <HotelCounters />
            <div className="d-flex flex-wrap gap-3">
              <Link className="btn btn-primary px-4" to="/about">
                About Us
              </Link>
              <Link className="btn btn-outline-primary px-4" to="/hotel">
                Explore All Services
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
