import { imageUrl } from './image-url';

/** Partner brands of the hotel (fictional names, made for this site). */
export const brands = [
  { name: 'Rajputana Silks', logo: imageUrl('brand-rajputana-silks.svg') },
  { name: 'Amber Spice Co.', logo: imageUrl('brand-amber-spice.svg') },
  { name: 'Pink City Journeys', logo: imageUrl('brand-pink-city-journeys.svg') },
  { name: 'Aravalli Organics', logo: imageUrl('brand-aravalli-organics.svg') },
  { name: 'Jharokha Jewels', logo: imageUrl('brand-jharokha-jewels.svg') },
  { name: 'Marwar Heritage Motors', logo: imageUrl('brand-marwar-motors.svg') },
];
