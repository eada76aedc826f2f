import { imageUrl } from './image-url';

export const offers = [
  {
    offer_title: 'Monsoon Escape',
    offer_coupon: 'MONSOON20',
    offer_type: 'percent',
    offer_value: 20,
    short_desc:
      'Twenty per cent off stays of two nights or more from July to September, with a chai-and-pakora high tea.',
    image: imageUrl('offer-monsoon-escape.svg'),
    min_nights: 2,
  },
  {
    offer_title: 'Royal Weekend',
    offer_coupon: 'ROYALWEEKEND',
    offer_type: 'flat',
    offer_value: 3000,
    short_desc: 'Rs 3,000 off any Friday or Saturday night, with a late check-out at 2 pm.',
    image: imageUrl('offer-royal-weekend.svg'),
    min_nights: 1,
  },
  {
    offer_title: 'Stay Longer, Save More',
    offer_coupon: 'STAY3SAVE',
    offer_type: 'percent',
    offer_value: 15,
    short_desc:
      'Fifteen per cent off when you stay three nights or more, breakfast and a city tour included.',
    image: imageUrl('offer-stay-longer.svg'),
    min_nights: 3,
  },
  {
    offer_title: 'Honeymoon at the Haveli',
    offer_coupon: 'HONEYMOON25',
    offer_type: 'percent',
    offer_value: 25,
    short_desc:
      'A quarter off a Suite or Royal Suite, a candle-lit rooftop dinner and a couples’ spa ritual.',
    image: imageUrl('offer-honeymoon.svg'),
    min_nights: 2,
  },
  {
    offer_title: 'Early Bird',
    offer_coupon: 'EARLYBIRD10',
    offer_type: 'percent',
    offer_value: 10,
    short_desc: 'Book 30 days ahead and save ten per cent on any room.',
    image: imageUrl('offer-early-bird.svg'),
    min_nights: 1,
  },
  {
    offer_title: 'Festive Diwali Package',
    offer_coupon: 'DIWALI5000',
    offer_type: 'flat',
    offer_value: 5000,
    short_desc:
      'Rs 5,000 off two festive nights, with a diya-lighting evening, rangoli workshop and a Diwali thali.',
    image: imageUrl('offer-diwali.svg'),
    min_nights: 2,
  },
] as const;
