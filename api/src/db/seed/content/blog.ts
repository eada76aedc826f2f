import { imageUrl } from './image-url';

export const blogPosts = [
  {
    slug: 'a-morning-at-amber-fort',
    title: 'A Morning at Amber Fort',
    short_desc:
      'Beat the crowds and the heat: how to see the fort of the Kachwaha kings in the soft light of dawn.',
    image: imageUrl('blog-amber-fort.svg'),
    created_at: '2026-01-12T06:30:00Z',
    description: `<p>Amber Fort opens at 8 am, but the best hour is the one before, when the ramparts turn from grey to honey and the only sound is the bells of the temple of Shila Devi.</p>
<h2>Getting there</h2>
<p>Our driver leaves the haveli at 6:45 am; the drive along the Maota lake takes twenty-five minutes. Walk up through the Suraj Pol, the Sun Gate, rather than taking the jeep.</p>
<h2>What not to miss</h2>
<ul>
<li><strong>Sheesh Mahal</strong>: the mirror palace, where one flame lights the whole ceiling.</li>
<li><strong>Ganesh Pol</strong>: the painted gateway to the private apartments.</li>
<li><strong>The view from the Jaigarh walls</strong>: the fort, the lake and the Aravallis in one frame.</li>
</ul>
<p>Back at the haveli, breakfast is served until 11 am, so there is no need to rush.</p>`,
  },
  {
    slug: 'the-secrets-of-laal-maas',
    title: 'The Secrets of Laal Maas',
    short_desc:
      'Chef Vikram Rathore on smoke, Mathania chillies and patience: the story of Rajasthan’s famous red curry.',
    image: imageUrl('blog-laal-maas.svg'),
    created_at: '2026-02-03T10:00:00Z',
    description: `<p>Laal maas was born in the hunting camps of the Rajput nobility, where game was cooked over open fires with whatever kept well in the desert: chillies, garlic, yoghurt and ghee.</p>
<p>“The colour comes from Mathania chillies, not from heat alone,” says Chef Vikram. “They are deep red and fragrant, milder than people expect.”</p>
<h2>Three things we never skip</h2>
<ol>
<li>Soaking the chillies overnight and grinding them with garlic by hand.</li>
<li>The <em>dhungar</em>: a coal placed in a bowl of ghee inside the pot, closed for two minutes, to give the curry its smoke.</li>
<li>Four hours on the lowest flame.</li>
</ol>
<p>Laal maas is on the menu at Laal Mahal every evening. Ask for bajre ki roti alongside.</p>`,
  },
  {
    slug: 'block-printing-in-sanganer',
    title: 'Block Printing in Sanganer',
    short_desc: 'A morning with the Chhipa printers whose carved teak blocks dress every bed in the haveli.',
    image: imageUrl('blog-block-printing.svg'),
    created_at: '2026-03-18T09:00:00Z',
    description: `<p>Sanganer, 16 km south of the city, has printed cloth for three hundred years. The Chhipa families still carve their blocks from teak and mix dyes from indigo, pomegranate rind and iron rust.</p>
<p>Our guests spend a morning in a family workshop, print their own scarf and take it home after it has dried in the sun on the riverbank.</p>
<p>The linens in every Standard Courtyard Room come from the same workshop.</p>`,
  },
  {
    slug: 'monsoon-in-jaipur',
    title: 'Monsoon in Jaipur: What to Pack',
    short_desc:
      'Green hills, ghevar and half-empty forts: why July to September may be the best time to visit.',
    image: imageUrl('blog-monsoon.svg'),
    created_at: '2026-04-22T08:15:00Z',
    description: `<p>When the rains arrive, the Aravallis turn green, the lakes fill and the city celebrates Teej with swings, henna and the honeycomb sweet <em>ghevar</em>.</p>
<h2>Pack</h2>
<ul>
<li>Light cotton and linen: the days stay warm.</li>
<li>Sandals you do not mind getting wet.</li>
<li>A compact umbrella; we lend larger ones at the door.</li>
</ul>
<p>Our Monsoon Escape offer takes 20% off stays of two nights or more.</p>`,
  },
  {
    slug: 'celebrating-diwali-at-the-haveli',
    title: 'Celebrating Diwali at the Haveli',
    short_desc:
      'Ten thousand diyas, a rangoli in the courtyard and a festive thali: the festival of lights, Jaipur style.',
    image: imageUrl('blog-diwali.svg'),
    created_at: '2026-05-30T18:00:00Z',
    description: `<p>Jaipur is the brightest city in India at Diwali. The bazaars of the old city compete for the best lights, and Johari Bazaar glows from end to end.</p>
<p>At the haveli, guests join the staff to lay the rangoli on the morning of Diwali, light the diyas along the terraces at dusk and share a festive thali in the courtyard.</p>`,
  },
  {
    slug: 'stepwells-of-rajasthan',
    title: 'Stepwells of Rajasthan: Panna Meena ka Kund',
    short_desc: 'Geometry you can walk down: a short guide to the stepwell behind Amber Fort.',
    image: imageUrl('blog-stepwell.svg'),
    created_at: '2026-06-14T07:45:00Z',
    description: `<p>Built in the 16th century, Panna Meena ka Kund collected rainwater for the villages around Amber. Its criss-cross stairs form one of the most photographed patterns in Rajasthan.</p>
<p>Visit early, before 9 am, and combine it with Amber Fort: the stepwell is a five-minute walk from the fort’s car park. Please stay on the upper steps; the lower levels are closed to protect the structure.</p>`,
  },
  {
    slug: 'restoring-a-200-year-old-fresco',
    title: 'Restoring a 200-Year-Old Fresco',
    short_desc: 'How artisans from Shekhawati brought the painted walls of the Haveli Suites back to life.',
    image: imageUrl('blog-fresco.svg'),
    created_at: '2026-07-08T11:20:00Z',
    description: `<p>When the haveli was restored, layers of whitewash hid frescoes of royal processions, elephants and Krishna among the gopis. Three painters from Nawalgarh spent eighteen months uncovering and retouching them with lime and natural pigments.</p>
<p>Ask at the front desk for the restoration tour, held every Saturday at 5 pm.</p>`,
  },
];
