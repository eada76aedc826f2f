/**
 * Published guest feedback for the public list (/user-feedback), in guests' own words. New feedback waits
 * for staff (moderation); these sample rows are already approved.
 */
export const feedback = [
  {
    name: 'Meenakshi Rao',
    email: 'meenakshi.rao@example.com',
    comment:
      'Check-in took five minutes and came with a glass of cold jaljeera after the drive from the airport. Our Deluxe room’s window seat became my favourite place in Jaipur.',
    rating: 5,
    type: 'Room',
  },
  {
    name: 'Thomas Becker',
    email: 'thomas.becker@example.com',
    comment:
      'The dal baati churma at Laal Mahal was worth the trip on its own. Service was warm, if a little slow on a full Saturday night.',
    rating: 4,
    type: 'Dining',
  },
  {
    name: 'Aditi Verma',
    email: 'aditi.verma@example.com',
    comment:
      'We held my parents’ anniversary dinner in the courtyard. The team arranged marigolds, a folk singer and a cake my mother still talks about.',
    rating: 5,
    type: 'Service',
  },
  {
    name: 'Carlos Mendes',
    email: 'carlos.mendes@example.com',
    comment:
      'A quiet room in the middle of the old city, which I did not think was possible. The rooftop pool at sunset, with the forts lit up, is something special.',
    rating: 5,
    type: 'Room',
  },
  {
    name: 'Neha Kulkarni',
    email: 'neha.kulkarni@example.com',
    comment:
      'Lovely heritage rooms, but the Wi-Fi was patchy on the upper gallery. The front desk moved us to the courtyard side without any fuss.',
    rating: 4,
    type: 'Room',
  },
];
