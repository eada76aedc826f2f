import { imageUrl } from './image-url';

export const testimonials = [
  {
    testimonial:
      'The Heritage Mirror Room took our breath away when they lit the candles at night. The staff remembered our names from the first evening and the Laal Maas was the best we had in Rajasthan.',
    profile_images: imageUrl('guest-priya-mehta.svg'),
    title: 'Priya Mehta',
    designation: 'Architect, Mumbai',
    stars: 5,
  },
  {
    testimonial:
      'We came for two nights and stayed five. Breakfast on the jharokha seat, the heritage walk at dawn and the rooftop dinner on our anniversary were unforgettable.',
    profile_images: imageUrl('guest-james-whitfield.svg'),
    title: 'James Whitfield',
    designation: 'Travel writer, London',
    stars: 5,
  },
  {
    testimonial:
      'Perfect for a family. The children loved the puppet show in the courtyard and the kitchen made them plain dal and rice without a fuss.',
    profile_images: imageUrl('guest-ananya-iyer.svg'),
    title: 'Ananya Iyer',
    designation: 'Doctor, Bengaluru',
    stars: 5,
  },
  {
    testimonial:
      'A beautifully restored haveli in a quiet lane, ten minutes from Hawa Mahal. The spa was excellent; the only thing I would change is a slightly larger gym.',
    profile_images: imageUrl('guest-rohan-kapoor.svg'),
    title: 'Rohan Kapoor',
    designation: 'Founder, Delhi',
    stars: 4,
  },
  {
    testimonial:
      'Our wedding in the Mughal garden was a dream. The events team handled a hundred guests, two cuisines and a baraat on horseback with perfect calm.',
    profile_images: imageUrl('guest-sofia-martin.svg'),
    title: 'Sofia and Arjun Martin',
    designation: 'Newly-weds, Lyon and Jaipur',
    stars: 5,
  },
  {
    testimonial:
      'Quiet, elegant and genuinely warm. The concierge found us a block-printing workshop in Sanganer that we would never have discovered alone.',
    profile_images: imageUrl('guest-kenji-watanabe.svg'),
    title: 'Kenji Watanabe',
    designation: 'Textile designer, Kyoto',
    stars: 5,
  },
];
