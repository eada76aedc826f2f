/**
 * SPEC §9 home and about counters, as the sample content has them: 27 rooms and suites (the seed's rooms),
 * the guests' average rating (the published reviews) and the three restaurants of the dining page.
 */
export const HOTEL_COUNTERS = [
  { value: '27', label: 'Rooms & suites' },
  { value: '4.8', label: 'Guest rating' },
  { value: '3', label: 'Restaurants' },
] as const;

export function HotelCounters() {
  return (
    <dl className="row row-cols-3 g-0 text-center my-4 hotel-counters">
      {HOTEL_COUNTERS.map(({ value, label }) => (
        <div className="col d-flex flex-column-reverse py-3 hotel-counter" key={label}>
          <dt className="fw-normal text-secondary small text-uppercase">{label}</dt>
          <dd className="display-6 text-primary mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
