import { imageUrl } from './image-url';

export const offers = [
  {
    offer_title: 'Monsoon Escape',
    offer_coupon: 'MONSOON20',
    offer_type: 'percent',
    offer_value: 20,
    short_desc:
      'For stays of two nights or more from July to September, with a chai-and-pakora high tea as the rain comes in.',
    image: imageUrl('offer-monsoon-escape.svg'),
    min_nights: 2,
    valid_from: '2026-07-01',
    valid_to: '2027-09-30',
  },
  {
    offer_title: 'Royal Weekend',
    offer_coupon: 'ROYALWEEKEND',
    offer_type: 'flat',
    offer_value: 3000,
    short_desc: 'Any Friday or Saturday night, with a late check-out at 2 pm.',
    image: imageUrl('offer-royal-weekend.svg'),
    min_nights: 1,
  },
  {
    offer_title: 'Stay Longer, Save More',
    offer_coupon: 'STAY3SAVE',
    offer_type: 'percent',
    offer_value: 15,
    short_desc:
      'For stays of three nights or more, with breakfast and a guided walk through the old city included.',
    image: imageUrl('offer-stay-longer.svg'),
    min_nights: 3,
  },
  {
    offer_title: 'Honeymoon at the Haveli',
    offer_coupon: 'HONEYMOON25',
    offer_type: 'percent',
    offer_value: 25,
    short_desc:
      'A Suite or the Royal Suite, a candle-lit rooftop dinner and a couples’ ritual at the Chandan Spa.',
    image: imageUrl('offer-honeymoon.svg'),
    min_nights: 2,
    max_uses_per_guest: 1,
  },
  {
    offer_title: 'Early Bird',
    offer_coupon: 'EARLYBIRD10',
    offer_type: 'percent',
    offer_value: 10,
    short_desc: 'Any room, booked at least 30 days before you arrive.',
    image: imageUrl('offer-early-bird.svg'),
    min_nights: 1,
    max_uses_per_guest: 1,
  },
  {
    offer_title: 'Festive Diwali Package',
    offer_coupon: 'DIWALI5000',
    offer_type: 'flat',
    offer_value: 5000,
    short_desc: 'Two festive nights, with a diya-lighting evening, a rangoli workshop and a Diwali thali.',
    image: imageUrl('offer-diwali.svg'),
    min_nights: 2,
  },
] as const;

/** Coupons' conditions of migration 0040: the Early Bird is for stays booked at least 30 days ahead. */
export const offerConditions = [{ offer_coupon: 'EARLYBIRD10', advance_days: 30 }] as const;
