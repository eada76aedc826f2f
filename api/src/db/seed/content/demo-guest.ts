/** The guest account seeded on the embedded database so that anyone can try the signed-in journeys. */
export const demoGuest = {
  name: 'Aarav Sharma',
  email: 'guest@haveli.example',
  password: 'HaveliGuest#2026',
  contact: '+91 98290 12345',
  address: 'C-24, Tilak Nagar',
  city: 'Jaipur',
  country: 'India',
  pincode: '302004',
};
