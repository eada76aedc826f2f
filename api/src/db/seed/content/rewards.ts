import { imageUrl } from './image-url';

export const rewards = [
  {
    slug: 'reward-haveli-silver',
    title: 'Haveli Silver',
    description:
      'Join free and save 5% on every direct booking, with a welcome drink and early check-in when the room is ready.',
    image: imageUrl('reward-silver.svg'),
    discount: 5,
  },
  {
    slug: 'reward-haveli-gold',
    title: 'Haveli Gold',
    description:
      'After five nights with us: 10% off stays, a room upgrade when available and a complimentary heritage walk.',
    image: imageUrl('reward-gold.svg'),
    discount: 10,
  },
  {
    slug: 'reward-haveli-platinum',
    title: 'Haveli Platinum',
    description:
      'After fifteen nights: 15% off stays and dining, airport transfers, and a spa ritual for two on every visit.',
    image: imageUrl('reward-platinum.svg'),
    discount: 15,
  },
  {
    slug: 'reward-birthday-treat',
    title: 'Birthday Treat',
    description:
      'Celebrate with us in your birthday month: 20% off dinner at Laal Mahal and a cake from our pastry kitchen.',
    image: imageUrl('reward-birthday.svg'),
    discount: 20,
  },
];
