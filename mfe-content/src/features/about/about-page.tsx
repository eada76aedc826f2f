import { Link } from '@haveli/router';
import { HotelCounters } from '../../components/hotel-counters';
import { PageHeader } from '../../components/page-header';

/** SPEC §2 About: the haveli's story and its counters (27 rooms and suites, a 4.8 guest rating, three restaurants). */
export function AboutPage() {
  return (
    <>
      <PageHeader
        title="About Us"
        crumb="About"
        lead="A merchant’s mansion of 1824, restored as a home for travellers."
      />
      <section className="container py-5" aria-labelledby="story-title">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <img
              src="/api/images/page-about.svg"
              alt="The haveli’s courtyard"
              width={1200}
              height={800}
              className="img-fluid rounded-3 shadow-sm"
            />
          </div>
          <div className="col-12 col-lg-6">
            <h2 id="story-title" className="h3 section-title mb-4">
              Our Story
            </h2>
            <p>
              Haveli was built in 1824 by a family of jewel merchants, a few lanes from Johari Bazaar. Two
              centuries later it has been restored by craftspeople from across Rajasthan: fresco painters from
              Shekhawati, stone carvers from Makrana and block printers from Sanganer.
            </p>
            <p>
              Today its rooms and suites open onto three courtyards, its kitchens serve the food of Marwar and
              Mughal Jaipur, and its people offer guests the city as they know it.
            </p>
            <HotelCounters />
            <div className="d-flex flex-wrap gap-3">
              <Link className="btn btn-primary" to="/rooms">
                Our Rooms
              </Link>
              <Link className="btn btn-outline-primary" to="/team">
                Meet the Team
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
