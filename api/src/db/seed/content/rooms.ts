import { imageUrl, photoUrl } from './image-url';

export const roomTypes = [
  {
    room_type: 'Standard',
    title: 'Standard Courtyard Room',
    short_desc:
      'A calm room over the marigold courtyard, with hand-blocked Sanganeri linens, a writing desk and a rain shower.',
    description:
      'Our Standard rooms open onto the inner courtyard, where the fountain keeps the air cool through the afternoon. Each has a queen bed dressed in block-printed cotton from Sanganer, a carved sheesham writing desk, a rain shower and a tea tray with masala chai and Jaipur’s own pyaaz kachori at turn-down.',
    image: photoUrl('room-twin-deluxe'),
    room_base_price: 8500,
    weekend_price: 9500,
    included_occupancy: 2,
    max_adults: 2,
    max_children: 1,
    extra_adult_price: 2000,
    extra_child_price: 1200,
    max_guests: 2,
    size_sqft: 320,
  },
  {
    room_type: 'Deluxe',
    title: 'Deluxe Jharokha Room',
    short_desc:
      'A carved jharokha window seat facing the Aravalli hills, a marble bath and a king bed under a painted ceiling.',
    description:
      'The Deluxe rooms sit on the upper gallery. Sunrise reaches the carved jharokha first, and the window seat is wide enough for two with a book and a pot of chai. The bathrooms are lined in white Makrana marble, the same stone as the Taj Mahal, with a deep tub and a separate shower.',
    image: photoUrl('room-king-classic'),
    room_base_price: 12500,
    weekend_price: 14000,
    included_occupancy: 2,
    max_adults: 3,
    max_children: 2,
    extra_adult_price: 2500,
    extra_child_price: 1500,
    max_guests: 3,
    size_sqft: 420,
  },
  {
    room_type: 'Suite',
    title: 'Haveli Suite',
    short_desc:
      'A bedroom and a frescoed sitting room, a private balcony over the gardens and butler service on request.',
    description:
      'Each Haveli Suite has a separate sitting room whose walls were painted by artisans from Shekhawati with scenes of royal processions. The balcony looks over the Mughal garden, and a butler can draw a rose-petal bath, press your clothes or set up a private dinner on the terrace.',
    image: photoUrl('room-king-garden-view'),
    room_base_price: 18000,
    weekend_price: 21000,
    included_occupancy: 2,
    max_adults: 4,
    max_children: 2,
    extra_adult_price: 3500,
    extra_child_price: 2000,
    max_guests: 4,
    size_sqft: 650,
  },
  {
    room_type: 'Heritage Room',
    title: 'Heritage Mirror Room',
    short_desc:
      'A restored 19th-century chamber with its original thikri mirror-work ceiling and antique furniture.',
    description:
      'These four rooms were the zenana quarters of the original haveli. Restorers spent two years on the thikri ceilings, setting thousands of tiny mirrors by hand so that a single candle lights the whole room. Antique four-poster beds and brass lanterns complete the stay.',
    image: imageUrl('room-heritage.svg'),
    room_base_price: 15000,
    weekend_price: 17500,
    included_occupancy: 2,
    max_adults: 3,
    max_children: 1,
    extra_adult_price: 3000,
    extra_child_price: 1800,
    max_guests: 3,
    size_sqft: 480,
  },
  {
    room_type: 'Royal Suite',
    title: 'Maharaja Royal Suite',
    short_desc:
      'The top floor of the haveli: two bedrooms, a private terrace with a plunge pool and a personal butler around the clock.',
    description:
      'The Royal Suite occupies the whole top floor. Its rooftop terrace has a heated plunge pool and a chhatri pavilion for dinner under the stars, with Nahargarh Fort lit up on the ridge. A personal butler, airport transfers in a vintage car and a private heritage walk are included.',
    image: imageUrl('room-royal-suite.svg'),
    room_base_price: 32000,
    weekend_price: 38000,
    included_occupancy: 4,
    max_adults: 4,
    max_children: 3,
    extra_adult_price: 5000,
    extra_child_price: 3000,
    max_guests: 4,
    size_sqft: 1100,
  },
];

type RoomTypeName = (typeof roomTypes)[number]['room_type'];

const numbered = (roomType: RoomTypeName, floor: number, first: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    room_type: roomType,
    room_no: String(first + index),
    floor,
    status: 'available' as 'available' | 'maintenance',
  }));

export const rooms = [
  ...numbered('Standard', 1, 101, 10),
  ...numbered('Deluxe', 2, 201, 8),
  ...numbered('Suite', 3, 301, 4),
  ...numbered('Heritage Room', 1, 151, 4),
  ...numbered('Royal Suite', 4, 401, 1),
].map((room) => (room.room_no === '110' ? { ...room, status: 'maintenance' as const } : room));
