import { useBrands } from '../api/get-brands';
import { QueryState } from './query-state';

/** SPEC §2 brand logos (home, contact, blog list): the hotel's partners. */
export function BrandStrip() {
  const brands = useBrands();
  return (
    <section className="py-5 brand-strip" aria-labelledby="brand-strip-title">
      <div className="container">
        <h2 id="brand-strip-title" className="h6 text-center text-uppercase section-eyebrow mb-4">
          Our Partners
        </h2>
        <QueryState
          query={brands}
          loading="Loading our partners…"
          errorTitle="We could not load our partners"
          empty="No partners to show yet."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => (
            <ul className="row row-cols-2 row-cols-md-3 g-3 g-md-4 list-unstyled mb-0 brand-list">
              {data.data.map((brand) => (
                <li className="col text-center" key={brand.id}>
                  <img
                    src={brand.logo}
                    alt={brand.name}
                    width={480}
                    height={200}
                    loading="lazy"
                    decoding="async"
                    className="brand-logo"
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
