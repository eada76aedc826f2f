import { imageUrl } from './image-url';

export const cmsPages = [
  {
    slug: 'about-haveli',
    title: 'About the Haveli',
    short_desc: 'A merchant’s mansion of 1824 in the Pink City, restored as a hotel of 27 rooms.',
    image: imageUrl('page-about.svg'),
    description: `<p>Haveli was built in 1824 by a family of jewel merchants, a few lanes from Johari Bazaar. Two centuries later, it has been restored by craftspeople from across Rajasthan and opened as a hotel of 27 rooms and suites around three courtyards.</p>
<p>We serve the food of Marwar and Mughal Jaipur in three restaurants, host weddings in the Mughal garden and offer guests the city as we know it: from dawn at Amber Fort to late-night kulfi in the old bazaars.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    short_desc: 'How Haveli collects, uses and protects your personal data.',
    image: imageUrl('page-privacy.svg'),
    description: `<p><em>Last updated: 1 January 2026.</em></p>
<p>Haveli Hotels Private Limited (“Haveli”, “we”) respects your privacy. This policy explains which personal data we collect when you use this website or stay with us, why, and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023.</p>
<h2>1. Data we collect</h2>
<ul>
<li><strong>Account data</strong>: your name, email address, phone number, postal address and password (stored only as a salted hash).</li>
<li><strong>Booking data</strong>: dates of stay, room preferences, restaurant reservations, food orders and remarks you give us.</li>
<li><strong>Identity documents</strong> shown at check-in, as the law requires (including Form C for foreign nationals).</li>
<li><strong>Technical data</strong>: IP address, browser type and pages visited, kept in server logs for security.</li>
</ul>
<h2>2. Why we use it</h2>
<ul>
<li>To create and manage your account, bookings and orders.</li>
<li>To meet legal obligations, such as guest registration and tax records.</li>
<li>To keep the website secure and prevent fraud.</li>
<li>With your consent only, to send you offers; you can withdraw consent at any time.</li>
</ul>
<h2>3. Sharing</h2>
<p>We do not sell your data. We share it only with payment processors, our booking and email providers acting on our instructions, and authorities where the law requires.</p>
<h2>4. Storage and security</h2>
<p>Data is stored on servers in India. Passwords are hashed; access is limited to staff who need it. We keep booking records for eight years for tax purposes and delete account data within 90 days of a deletion request.</p>
<h2>5. Your rights</h2>
<p>You may ask for access to, correction of or erasure of your personal data, and nominate another person to exercise your rights. Write to our Grievance Officer at <a href="mailto:privacy@haveli.example">privacy@haveli.example</a>; we reply within 30 days.</p>
<h2>6. Cookies</h2>
<p>We use browser storage to keep you signed in and to remember your cart. We do not use advertising cookies.</p>
<h2>7. Changes</h2>
<p>We will post any change to this policy on this page, with a new date above.</p>`,
  },
  {
    slug: 'term-and-condition',
    title: 'Terms and Conditions',
    short_desc: 'The terms that apply to bookings, stays, dining orders and use of this website.',
    image: imageUrl('page-terms.svg'),
    description: `<p><em>Last updated: 1 January 2026.</em></p>
<p>These terms apply when you use this website, book a room, reserve a table or order food from Haveli Hotels Private Limited, Jaipur, Rajasthan. By booking, you accept them.</p>
<h2>1. Bookings and prices</h2>
<ul>
<li>Room rates are per room per night in Indian rupees and include breakfast. Goods and Services Tax is added at the rate in force.</li>
<li>A booking is confirmed when you receive our confirmation. Offers and coupons apply only under their own conditions and cannot be combined.</li>
</ul>
<h2>2. Check-in and check-out</h2>
<p>Check-in is from 2 pm and check-out until 12 noon. Every guest must show valid photo identification; foreign nationals must show a passport and valid visa.</p>
<h2>3. Cancellations and changes</h2>
<ul>
<li>Free cancellation up to 48 hours before arrival.</li>
<li>Within 48 hours of arrival, or in case of no-show, the first night is charged.</li>
<li>Festive packages may carry different terms, shown at the time of booking.</li>
</ul>
<h2>4. Food orders</h2>
<p>Prices on the menu are in Indian rupees. The price charged is the one shown on the menu when the order is confirmed; variants and add-ons are priced as listed.</p>
<h2>5. Conduct</h2>
<p>Smoking is allowed only in the designated garden area. Guests are responsible for damage they cause to the property. The heritage interiors are fragile: please do not move antique furniture.</p>
<h2>6. Liability</h2>
<p>Valuables should be kept in the in-room safe. Our liability for loss of or damage to guests’ property is limited as provided by Indian law.</p>
<h2>7. Website</h2>
<p>You must not misuse this website, attempt to access other guests’ data or interfere with its operation. Content and images are the property of Haveli.</p>
<h2>8. Governing law</h2>
<p>These terms are governed by the laws of India; the courts of Jaipur have exclusive jurisdiction.</p>
<p>Questions? Write to <a href="mailto:reservations@haveli.example">reservations@haveli.example</a>.</p>`,
  },
  {
    slug: 'cancellation-policy',
    title: 'Cancellation Policy',
    short_desc: 'Free cancellation up to 48 hours before arrival.',
    image: imageUrl('page-terms.svg'),
    description: `<p>You may cancel or change a booking free of charge up to 48 hours before the day of arrival. Later cancellations and no-shows are charged the first night.</p>
<p>Refunds reach the original payment method within 7 working days. Festive packages (Diwali, New Year) require 14 days’ notice.</p>`,
  },
  {
    slug: 'house-rules',
    title: 'House Rules',
    short_desc: 'A few requests that keep the haveli peaceful for everyone.',
    image: imageUrl('page-about.svg'),
    description: `<ul>
<li>Quiet hours are from 10 pm to 7 am in the courtyards.</li>
<li>The pool is for hotel guests only; children under 12 swim with an adult.</li>
<li>Outside food is not served in the restaurants.</li>
<li>Please ask before photographing staff or other guests.</li>
</ul>`,
  },
];
