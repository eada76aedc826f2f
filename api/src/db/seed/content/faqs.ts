export const faqs = [
  {
    question: 'What are the check-in and check-out times?',
    answer:
      'Check-in is from 2 pm and check-out is until 12 noon. Early check-in and late check-out are free when the room is ready; otherwise we hold your luggage and you are welcome at the pool and the restaurants.',
  },
  {
    question: 'Do you offer airport and railway station transfers?',
    answer:
      'Yes. Jaipur International Airport is 12 km away and Jaipur Junction 4 km. A sedan transfer costs Rs 1,500 each way; Royal Suite guests travel in our restored 1960s Ambassador at no charge. Share your flight or train number when you book.',
  },
  {
    question: 'Is breakfast included in the room rate?',
    answer:
      'Breakfast at Laal Mahal is included with every room: a Rajasthani and continental spread with fresh juices, dosas made to order and our own honey.',
  },
  {
    question: 'What is your cancellation policy?',
    answer:
      'Cancel free of charge up to 48 hours before arrival. Within 48 hours, or if you do not arrive, the first night is charged. Festive and promotional bookings may have their own terms, shown when you book.',
  },
  {
    question: 'Which documents do I need at check-in?',
    answer:
      'Indian guests show a government photo ID such as Aadhaar, a passport, a driving licence or a voter ID. Foreign guests show their passport and visa; we fill in Form C for the authorities as the law requires.',
  },
  {
    question: 'Can children stay, and is there an extra charge?',
    answer:
      'Children are very welcome. Children under 6 stay free in their parents’ room; an extra bed for an older child or an adult costs Rs 2,000 a night with breakfast. Cots are free.',
  },
  {
    question: 'Is parking available?',
    answer: 'Yes, free valet parking in our gated courtyard, with two charging points for electric cars.',
  },
  {
    question: 'Do you cater for vegetarian, Jain and vegan diets?',
    answer:
      'Our kitchens are largely vegetarian, and the chefs prepare Jain (no onion, garlic or root vegetables) and vegan meals on request. Please tell us about allergies when you book.',
  },
  {
    question: 'What are the pool and spa hours?',
    answer:
      'The pool is open from 7 am to 8 pm. The Chandan Spa is open from 9 am to 9 pm; book treatments at the front desk or by phone. Ayurvedic consultations are available on weekdays.',
  },
  {
    question: 'Is Wi-Fi available?',
    answer: 'Fast Wi-Fi is free throughout the haveli, including the rooftop and the gardens.',
  },
  {
    question: 'Are pets allowed?',
    answer:
      'We are sorry, but pets cannot stay at the haveli, with the exception of assistance dogs. We can recommend a trusted boarding kennel nearby.',
  },
  {
    question: 'Can you arrange sightseeing in Jaipur?',
    answer:
      'Our concierge arranges guided tours of Amber Fort, City Palace, Jantar Mantar and Hawa Mahal, block-printing workshops in Sanganer and hot-air balloon rides at dawn. Heritage walks through the old city leave the haveli at 7 am daily.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'UPI, all major credit and debit cards, net banking and cash in Indian rupees. Foreign currency can be exchanged at the front desk.',
  },
  {
    question: 'Is the hotel accessible for guests using a wheelchair?',
    answer:
      'The ground floor, two Standard rooms, the restaurants and the garden are step-free, and a lift serves the upper galleries. Some heritage areas have steps; tell us what you need and we will plan your stay with you.',
  },
  {
    question: 'Can I host a wedding or a meeting at the haveli?',
    answer:
      'Yes. The Durbar Hall seats 100 for banquets and weddings, the Courtyard Terrace 20 and the Sheesh Mahal boardroom 12. Venues are priced by the hour or by the event (see Meetings & Events); our events team will send menus and a proposal within a day.',
  },
];
