export interface NavLinkItem {
  to: string;
  label: string;
}

export const MAIN_NAV: NavLinkItem[] = [
  { to: '/home', label: 'Home' },
  { to: '/rooms', label: 'Rooms' },
  { to: '/dining', label: 'Dining' },
  { to: '/menu', label: 'Menu' },
  { to: '/meeting', label: 'Meetings & Events' },
  { to: '/offer', label: 'Offers' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

/** First in a staff member's menu (the staff remote's screens are offered to no one else). */
export const STAFF_MENU_ITEM: NavLinkItem = { to: '/staff', label: 'Back office' };

export const PROFILE_MENU: NavLinkItem[] = [
  { to: '/user-profile', label: 'Profile' },
  { to: '/settings', label: 'Settings' },
  { to: '/messages', label: 'Messages' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/user-orders', label: 'Orders' },
  { to: '/logout', label: 'Logout' },
];

/** SPEC §2 footer link lists. */
export const FOOTER_LINKS: { heading: string; links: NavLinkItem[] }[] = [
  {
    heading: 'Explore',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/rooms', label: 'Rooms' },
      { to: '/room-details', label: 'Room Details' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Services',
    links: [
      { to: '/offer', label: 'Special Offers' },
      { to: '/dining', label: 'Dining' },
      { to: '/menu', label: 'Menu' },
      { to: '/user-booking', label: 'Book a Room' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/page/privacy-policy', label: 'Privacy Policy' },
      { to: '/page/term-and-condition', label: 'Terms & Conditions' },
    ],
  },
];
