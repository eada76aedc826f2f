import { imageUrl } from './image-url';

export const careers = [
  {
    slug: 'career-front-office-associate',
    title: 'Front Office Associate',
    subtitle: 'Guest Relations · Full time · Jaipur',
    short_desc:
      'Be the first smile our guests see: check-ins, concierge requests and the art of Rajasthani welcome.',
    images: [imageUrl('career-front-office.svg'), imageUrl('hero.svg')],
    description: `<p>You will welcome guests, manage arrivals and departures, and help them discover Jaipur.</p>
<h3>You bring</h3>
<ul><li>A degree or diploma in hospitality.</li><li>Fluent Hindi and English; a third language is a plus.</li><li>Calm and warmth on busy days.</li></ul>
<h3>We offer</h3>
<ul><li>Meals on duty, uniform and health insurance.</li><li>Training across all departments.</li></ul>`,
  },
  {
    slug: 'career-commis-chef',
    title: 'Commis Chef, Rajasthani Kitchen',
    subtitle: 'Laal Mahal · Full time · Jaipur',
    short_desc: 'Learn the royal recipes of Marwar from Chef Vikram, from dal baati to laal maas.',
    images: [imageUrl('career-commis-chef.svg')],
    description: `<p>Work every station of our Rajasthani kitchen, from the tandoor to the sweets counter.</p>
<h3>You bring</h3>
<ul><li>A culinary diploma or one year in a professional kitchen.</li><li>Love of regional Indian food and high hygiene standards.</li></ul>`,
  },
  {
    slug: 'career-spa-therapist',
    title: 'Spa Therapist',
    subtitle: 'Chandan Spa · Full time · Jaipur',
    short_desc: 'Deliver Ayurvedic and signature rituals in a restored 19th-century hammam.',
    images: [imageUrl('career-spa-therapist.svg')],
    description: `<p>Provide massages, Ayurvedic therapies and beauty rituals, and advise guests on their treatments.</p>
<h3>You bring</h3>
<ul><li>Certification in Ayurveda or spa therapy.</li><li>Two years of experience in a hotel or destination spa.</li></ul>`,
  },
  {
    slug: 'career-guest-experience-manager',
    title: 'Guest Experience Manager',
    subtitle: 'Management · Full time · Jaipur',
    short_desc: 'Lead the team that turns a stay into a story: concierge, butlers and guest relations.',
    images: [imageUrl('career-guest-experience.svg'), imageUrl('blog-fresco.svg')],
    description: `<p>Own the guest journey from booking to farewell, lead a team of twelve and work closely with every department.</p>
<h3>You bring</h3>
<ul><li>Five years in luxury hospitality, two of them leading a team.</li><li>Excellent English and Hindi.</li></ul>`,
  },
];
