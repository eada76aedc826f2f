import { RenderLater } from '@haveli/ui';
import { BookingBar } from '../../components/booking-bar/booking-bar';
import { BrandStrip } from '../../components/brand-strip';
import { AboutBlock } from './components/about-block';
import { DiningPromo } from './components/dining-promo';
import { EventPromos } from './components/event-promos';
import { Facilities } from './components/facilities';
import { HomeHero } from './components/home-hero';
import { HomeBlog, HomeOffers, HomeTestimonials } from './components/home-sections';
import { RoomTypesSection } from './components/room-types-section';

/** The sections under the booking bar, in order: laid out when near the screen or in an idle moment. */
const LATER_SECTIONS = [
  RoomTypesSection,
  Facilities,
  AboutBlock,
  DiningPromo,
  HomeOffers,
  EventPromos,
  HomeTestimonials,
  HomeBlog,
  BrandStrip,
];

/** SPEC §2 Home: hero, booking bar, room types, facilities, about, Order Now, offers, events, testimonials, blog, brands. */
export function HomePage() {
  // On a phone the long lists are swiped sideways, one card at a time (styles.scss .home-page), not stacked.
  return (
    <div className="home-page">
      <HomeHero />
      <div className="container home-booking-bar">
        <BookingBar />
      </div>
      {LATER_SECTIONS.map((Section, index) => (
        // A fixed list: its order is its identity.
        <RenderLater key={index}>
          <Section />
        </RenderLater>
      ))}
    </div>
  );
}
