import { definePages } from '@haveli/ui';
import { type QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { roomTypesQuery } from '../api/get-room-types';
import { Providers, queryClient } from '../app/providers';
import { prefetchHome } from '../features/home/home-data';

/**
 * A page loaded on first visit: each screen is its own chunk. `prefetch` asks for the screen's data at
 * the same moment, so it comes while the chunk loads rather than after the screen has first drawn
 * itself empty; the screen's own queries then find it in the cache (or on its way).
 */
const page = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: (client: QueryClient) => void,
) =>
  lazy(() => {
    // Only in a browser: the build prerenders these pages in Node, as they look before any data.
    if (typeof window !== 'undefined') prefetch?.(queryClient);
    return load().then((module) => ({ default: pick(module) }));
  });

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'content',
  {
    home: page(
      () => import('../features/home/home-page'),
      (m) => m.HomePage,
      prefetchHome,
    ),
    hotel: page(
      () => import('../features/hotel/hotel-page'),
      (m) => m.HotelPage,
    ),
    testimonial: page(
      () => import('../features/testimonials/testimonials-page'),
      (m) => m.TestimonialsPage,
    ),
    dining: page(
      () => import('../features/dining/dining-page'),
      (m) => m.DiningPage,
    ),
    blog: page(
      () => import('../features/blog/blog-list-page'),
      (m) => m.BlogListPage,
    ),
    'blog-list': page(
      () => import('../features/blog/blog-list-page'),
      (m) => m.BlogListRoutePage,
    ),
    'blog-detail': page(
      () => import('../features/blog/blog-detail-page'),
      (m) => m.BlogDetailPage,
    ),
    rooms: page(
      () => import('../features/rooms/rooms-page'),
      (m) => m.RoomsPage,
      (client) => void client.prefetchQuery(roomTypesQuery()),
    ),
    room: page(
      () => import('../features/rooms/room-list-page'),
      (m) => m.RoomListPage,
    ),
    'room-details': page(
      () => import('../features/rooms/room-details-page'),
      (m) => m.RoomDetailsPage,
    ),
    RoomType: page(
      () => import('../features/rooms/room-type-page'),
      (m) => m.RoomTypePage,
    ),
    'booking-type': page(
      () => import('../features/rooms/booking-type-page'),
      (m) => m.BookingTypePage,
    ),
    about: page(
      () => import('../features/about/about-page'),
      (m) => m.AboutPage,
    ),
    faq: page(
      () => import('../features/faq/faq-page'),
      (m) => m.FaqPage,
    ),
    page: page(
      () => import('../features/pages/page-page'),
      (m) => m.PagePage,
    ),
    rewards: page(
      () => import('../features/rewards/rewards-page'),
      (m) => m.RewardsPage,
    ),
    meeting: page(
      () => import('../features/meetings/meetings-page'),
      (m) => m.MeetingsPage,
    ),
    offer: page(
      () => import('../features/offers/offer-page'),
      (m) => m.OfferPage,
    ),
    'offer-list': page(
      () => import('../features/offers/offer-list-page'),
      (m) => m.OfferListPage,
    ),
    team: page(
      () => import('../features/team/team-page'),
      (m) => m.TeamPage,
    ),
    career: page(
      () => import('../features/career/career-page'),
      (m) => m.CareerPage,
    ),
    contact: page(
      () => import('../features/contact/contact-page'),
      (m) => m.ContactPage,
    ),
    'branding-list': page(
      () => import('../features/brands/branding-list-page'),
      (m) => m.BrandingListPage,
    ),
  },
  Providers,
);
