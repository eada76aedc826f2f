import { Icon, Sparkle } from '@haveli/ui';

/** What every room has: static marketing copy (SPEC §1). */
export const ROOM_AMENITIES = [
  'Breakfast in the courtyard',
  'Free high-speed Wi-Fi',
  'Air conditioning and ceiling fans',
  'Rain shower and Ayurvedic toiletries',
  'Tea and coffee tray with masala chai',
  'In-room safe and 24-hour room service',
] as const;

export function RoomAmenities() {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 g-2 list-unstyled mb-0 room-amenities">
      {ROOM_AMENITIES.map((amenity) => (
        <li className="col" key={amenity}>
          <Icon icon={Sparkle} size={16} className="text-gold me-2 align-baseline" />
          {amenity}
        </li>
      ))}
    </ul>
  );
}
