import { Icon, Sparkle } from '@haveli/ui';

/** What is in a room of the type, as the hotel's managers list it (Rates → Room types in the back office). */
export function RoomAmenities({ amenities }: { amenities: readonly string[] }) {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 g-2 list-unstyled mb-0 room-amenities">
      {amenities.map((amenity) => (
        <li className="col" key={amenity}>
          <Icon icon={Sparkle} size={16} className="text-gold me-2 align-baseline" />
          {amenity}
        </li>
      ))}
    </ul>
  );
}
