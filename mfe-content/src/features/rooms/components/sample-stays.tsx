import { formatInr } from '@haveli/ui';

/** SPEC §9 static sample cards of the rooms screen: 18000 a night, five adults. */
export const SAMPLE_STAYS = [
  {
    title: 'Maharaja Family Stay',
    text: 'Two connecting suites around a private courtyard, for the whole family.',
    price: 18000,
    adults: 5,
  },
  {
    title: 'Royal Anniversary Stay',
    text: 'The Royal Suite with rose petals, a candlelit terrace dinner and a couple’s massage.',
    price: 18000,
    adults: 2,
  },
  {
    title: 'Heritage Explorer Stay',
    text: 'A Heritage Mirror Room with a guided walk of the old city and Amber Fort at dawn.',
    price: 18000,
    adults: 2,
  },
] as const;

export function SampleStays() {
  return (
    <section className="py-5 bg-sand" aria-labelledby="sample-stays-title">
      <div className="container">
        <h2 id="sample-stays-title" className="h3 section-title mb-4">
          Signature Stays
        </h2>
        <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
          {SAMPLE_STAYS.map((stay) => (
            <li className="col" key={stay.title}>
              <article className="card h-100 border-0 shadow-sm p-4">
                <h3 className="h5">{stay.title}</h3>
                <p className="text-secondary">{stay.text}</p>
                <p className="mb-1">
                  <span className="fs-5 fw-semibold text-primary">{formatInr(stay.price)}</span> per night
                </p>
                <p className="small text-secondary mb-0">Up to {stay.adults} adults</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
