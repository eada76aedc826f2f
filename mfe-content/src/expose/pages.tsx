// This remote's screen styles come with its pages: loaded before any of them draws.
import '../styles.scss';
import { definePages, lazyPage } from '@haveli/ui';
import { roomTypesQuery } from '../api/get-room-types';
import { Providers, queryClient } from '../app/providers';
import { prefetchHome } from '../features/home/home-data';

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'content',
  {
    home: lazyPage(
      () => import('../features/home/home-page'),
      (m) => m.HomePage,
      () => prefetchHome(queryClient),
    ),
    hotel: lazyPage(
      () => import('../features/hotel/hotel-page'),
      (m) => m.HotelPage,
    ),
    testimonial: lazyPage(
      () => import('../features/testimonials/testimonials-page'),
      (m) => m.TestimonialsPage,
    ),
    dining: lazyPage(
      () => import('../features/dining/dining-page'),
      (m) => m.DiningPage,
    ),
    blog: lazyPage(
      () => import('../features/blog/blog-list-page'),
      (m) => m.BlogListPage,
    ),
    'blog-list': lazyPage(
      () => import('../features/blog/blog-list-page'),
      (m) => m.BlogListRoutePage,
    ),
    'blog-detail': lazyPage(
      () => import('../features/blog/blog-detail-page'),
      (m) => m.BlogDetailPage,
    ),
    rooms: lazyPage(
      () => import('../features/rooms/rooms-page'),
      (m) => m.RoomsPage,
      () => queryClient.prefetchQuery(roomTypesQuery()),
    ),
    room: lazyPage(
      () => import('../features/rooms/room-list-page'),
      (m) => m.RoomListPage,
    ),
    'room-details': lazyPage(
      () => import('../features/rooms/room-details-page'),
      (m) => m.RoomDetailsPage,
    ),
    RoomType: lazyPage(
      () => import('../features/rooms/room-type-page'),
      (m) => m.RoomTypePage,
    ),
    'booking-type': lazyPage(
      () => import('../features/rooms/booking-type-page'),
      (m) => m.BookingTypePage,
    ),
    credits: lazyPage(
      () => import('../features/credits/credits-page'),
      (m) => m.CreditsPage,
    ),
    about: lazyPage(
      () => import('../features/about/about-page'),
      (m) => m.AboutPage,
    ),
    faq: lazyPage(
      () => import('../features/faq/faq-page'),
      (m) => m.FaqPage,
    ),
    page: lazyPage(
      () => import('../features/pages/page-page'),
      (m) => m.PagePage,
    ),
    rewards: lazyPage(
      () => import('../features/rewards/rewards-page'),
      (m) => m.RewardsPage,
    ),
    meeting: lazyPage(
      () => import('../features/meetings/meetings-page'),
      (m) => m.MeetingsPage,
    ),
    offer: lazyPage(
      () => import('../features/offers/offer-page'),
      (m) => m.OfferPage,
    ),
    'offer-list': lazyPage(
      () => import('../features/offers/offer-list-page'),
      (m) => m.OfferListPage,
    ),
    team: lazyPage(
      () => import('../features/team/team-page'),
      (m) => m.TeamPage,
    ),
    career: lazyPage(
      () => import('../features/career/career-page'),
      (m) => m.CareerPage,
    ),
    contact: lazyPage(
      () => import('../features/contact/contact-page'),
      (m) => m.ContactPage,
    ),
    'branding-list': lazyPage(
      () => import('../features/brands/branding-list-page'),
      (m) => m.BrandingListPage,
    ),
    styleguide: lazyPage(
      () => import('../features/styleguide/styleguide-page'),
      (m) => m.StyleguidePage,
    ),
  },
  Providers,
);
