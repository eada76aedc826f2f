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
            <ul className="d-flex flex-wrap justify-content-center align-items-center gap-4 list-unstyled mb-0">
              {data.data.map((brand) => (
                <li key={brand.id}>
                  <img
                    src={brand.logo}
                    alt={brand.name}
                    width={160}
                    height={80}
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
