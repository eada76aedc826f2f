import { imageUrl } from './image-url';

export const teamMembers = [
  {
    slug: 'team-meera-singh',
    title: 'Meera Singh Rathore',
    designation: 'General Manager',
    email: 'meera.rathore@haveli.example',
    image: imageUrl('team-meera-singh.svg'),
    short_desc:
      'Twenty years with heritage hotels across Rajasthan; she leads the haveli and its 140 people.',
  },
  {
    slug: 'team-vikram-rathore',
    title: 'Vikram Rathore',
    designation: 'Executive Chef',
    email: 'vikram.rathore@haveli.example',
    image: imageUrl('team-vikram-rathore.svg'),
    short_desc: 'Keeper of the family recipes of Marwar and a champion of millets.',
  },
  {
    slug: 'team-nandini-joshi',
    title: 'Nandini Joshi',
    designation: 'Head of Guest Relations',
    email: 'nandini.joshi@haveli.example',
    image: imageUrl('team-nandini-joshi.svg'),
    short_desc: 'She knows every lane of the old city and the best kachori stall in each.',
  },
  {
    slug: 'team-arjun-shekhawat',
    title: 'Arjun Shekhawat',
    designation: 'Heritage Curator',
    email: 'arjun.shekhawat@haveli.example',
    image: imageUrl('team-arjun-shekhawat.svg'),
    short_desc: 'Historian and guide, he led the restoration of the frescoes and the mirror rooms.',
  },
  {
    slug: 'team-farah-khan',
    title: 'Farah Khan',
    designation: 'Spa Director',
    email: 'farah.khan@haveli.example',
    image: imageUrl('team-farah-khan.svg'),
    short_desc: 'Ayurvedic practitioner who created the Chandan Spa’s signature rituals.',
  },
  {
    slug: 'team-rahul-menon',
    title: 'Rahul Menon',
    designation: 'Events and Banquets Manager',
    email: 'rahul.menon@haveli.example',
    image: imageUrl('team-rahul-menon.svg'),
    short_desc: 'From a boardroom for twelve to a wedding for four hundred, he plans every detail.',
  },
];
