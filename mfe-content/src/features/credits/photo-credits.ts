/** The sample photographs' credits (assets/photos/CREDITS.md is the full provenance record). */
export interface PhotoCredit {
  /** The photo's name in the image pipeline (assets/photos/<name>.jpg). */
  name: string;
  subject: string;
  author: string;
  authorUrl?: string;
  source: string;
  licence: 'Unsplash License' | 'Pexels License' | 'Public domain (The Unlicense)';
}

export const LICENCE_URLS: Record<PhotoCredit['licence'], string> = {
  'Unsplash License': 'https://unsplash.com/license',
  'Pexels License': 'https://www.pexels.com/license/',
  'Public domain (The Unlicense)': 'https://unlicense.org/',
};

const BASED_COOKING = 'https://github.com/LukeSmithxyz/based.cooking';

export const PHOTO_CREDITS: readonly PhotoCredit[] = [
  {
    name: 'room-twin-deluxe',
    subject: 'A twin room',
    author: 'oning',
    authorUrl: 'https://unsplash.com/@oning',
    source: 'https://unsplash.com/photos/a-hotel-room-with-two-beds-and-a-desk-gdJpDTU85ek',
    licence: 'Unsplash License',
  },
  {
    name: 'room-king-classic',
    subject: 'A room with a king bed',
    author: 'Francesca Tosolini',
    authorUrl: 'https://unsplash.com/@fromitaly',
    source: 'https://unsplash.com/@fromitaly',
    licence: 'Unsplash License',
  },
  {
    name: 'room-king-garden-view',
    subject: 'A room with a king bed and a garden view',
    author: 'Francesca Tosolini',
    authorUrl: 'https://unsplash.com/@fromitaly',
    source: 'https://unsplash.com/@fromitaly',
    licence: 'Unsplash License',
  },
  {
    name: 'spa-relaxation-lounge',
    subject: 'The spa’s relaxation lounge',
    author: 'Birk Enwald',
    authorUrl: 'https://unsplash.com/@birkenwald',
    source: 'https://unsplash.com/photos/a-room-with-a-glass-door-that-has-a-plant-in-it-znZXwcHdKwM',
    licence: 'Unsplash License',
  },
  {
    name: 'pool-infinity-terrace',
    subject: 'An infinity pool terrace',
    author: 'big.tiny.belly',
    authorUrl: 'https://unsplash.com/@bigtinybelly',
    source: 'https://unsplash.com/photos/green-leafed-plant-near-white-concrete-post-XtnNrQYC7ts',
    licence: 'Unsplash License',
  },
  {
    name: 'restaurant-rooftop-terrace',
    subject: 'A rooftop restaurant at dusk',
    author: 'Brands&People',
    authorUrl: 'https://unsplash.com/@brandsandpeople',
    source: 'https://unsplash.com/photos/brown-wooden-table-and-chairs-set-en-u6xqnbsg',
    licence: 'Unsplash License',
  },
  {
    name: 'restaurant-dining-room',
    subject: 'A restaurant lounge',
    author: 'cottonbro studio',
    source: 'https://www.pexels.com/photo/an-empty-restaurant-9316203/',
    licence: 'Pexels License',
  },
  {
    name: 'food-indian-feast-thali',
    subject: 'An Indian feast',
    author: 'Anil Sharma',
    source: 'https://www.pexels.com/photo/indian-foods-on-a-surface-10580198/',
    licence: 'Pexels License',
  },
  {
    name: 'food-masala-chai',
    subject: 'Masala chai',
    author: 'Charlotte May',
    source: 'https://www.pexels.com/photo/cup-of-masala-chai-on-table-5946623/',
    licence: 'Pexels License',
  },
  {
    name: 'food-butter-chicken',
    subject: 'Butter chicken',
    author: 'nihar-samantaray (based.cooking)',
    source: BASED_COOKING,
    licence: 'Public domain (The Unlicense)',
  },
  {
    name: 'food-lamb-biryani',
    subject: 'Lamb biryani',
    author: 'ram-pari (based.cooking)',
    source: BASED_COOKING,
    licence: 'Public domain (The Unlicense)',
  },
  {
    name: 'food-naan',
    subject: 'Naan',
    author: 'nihar-samantaray (based.cooking)',
    source: BASED_COOKING,
    licence: 'Public domain (The Unlicense)',
  },
];
