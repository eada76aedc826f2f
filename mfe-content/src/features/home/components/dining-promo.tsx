import { Link } from '@haveli/router';

/** SPEC §2 home 'Order Now' link to the menu. */
export function DiningPromo() {
  return (
    <section className="py-5" aria-labelledby="dining-promo-title">
      <div className="container">
        <div className="dining-promo text-center text-md-start d-md-flex align-items-center justify-content-between gap-4 p-4 p-md-5">
          <div>
            <p className="section-eyebrow mb-2">Dining</p>
            <h2 id="dining-promo-title" className="h3 mb-2">
              The flavours of Rajasthan, brought to you
            </h2>
            <p className="text-secondary mb-4 mb-md-0">
              Laal maas, dal baati churma and saffron kulfi from our kitchens, ordered in a few taps.
            </p>
          </div>
          <Link className="btn btn-primary btn-lg px-4 flex-shrink-0" to="/menu">
            Order Now
          </Link>
        </div>
      </div>
    </section>
  );
}
