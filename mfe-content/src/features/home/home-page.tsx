import { AboutBlock } from './components/about-block';
import { DiningPromo } from './components/dining-promo';
import { HomeHero } from './components/home-hero';
import { RoomTypesSection } from './components/room-types-section';

/** SPEC §2 Home. The booking bar, facilities, offers, events, testimonials, blog and brands follow in later issues. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <RoomTypesSection />
      <AboutBlock />
      <DiningPromo />
    </>
  );
}
