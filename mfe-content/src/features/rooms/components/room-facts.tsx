/**
 * Size, bed, view and occupancy of each sample room type, as the seed describes them (api/src/db/seed/content/
 * rooms.ts: size_sqft, max_guests and the descriptions). The public room type carries none of them yet; a
 * type staff add shows only what is known of it.
 */
export const ROOM_FACTS: Record<string, { sqft: number; bed: string; view: string; guests: number }> = {
  Standard: { sqft: 320, bed: 'Queen bed', view: 'Marigold courtyard', guests: 2 },
  Deluxe: { sqft: 420, bed: 'King bed', view: 'Aravalli hills', guests: 3 },
  Suite: { sqft: 650, bed: 'King bed and a sitting room', view: 'Mughal garden, private balcony', guests: 4 },
  'Heritage Room': { sqft: 480, bed: 'Antique four-poster king bed', view: 'Inner courtyard', guests: 3 },
  'Royal Suite': {
    sqft: 1100,
    bed: 'Two bedrooms, king beds',
    view: 'Nahargarh Fort, private terrace',
    guests: 4,
  },
};

const SQFT_PER_SQM = 10.764;

export function RoomFacts({ roomType }: { roomType: string }) {
  const facts = ROOM_FACTS[roomType];
  if (!facts) return null;
  const rows: Array<[string, string]> = [
    ['Size', `${facts.sqft} sq ft (${Math.round(facts.sqft / SQFT_PER_SQM)} m²)`],
    ['Bed', facts.bed],
    ['View', facts.view],
    ['Occupancy', `Up to ${facts.guests} guests`],
  ];
  return (
    <dl className="row small mb-0 room-facts">
      {rows.map(([term, value]) => (
        <div className="col-6 mb-2" key={term}>
          <dt className="fw-normal text-secondary">{term}</dt>
          <dd className="mb-0 fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
