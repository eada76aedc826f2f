// This remote's screen styles come with its pages: loaded before any of them draws.
import '../styles.scss';
import { definePages, lazyPage } from '@haveli/ui';
import { Providers } from '../app/providers';

/** What this remote offers the shell: the back office's screens, each loaded when first opened. */
export default definePages(
  'staff',
  {
    today: lazyPage(
      () => import('../features/today/today-page'),
      (module) => module.TodayPage,
    ),
    housekeeping: lazyPage(
      () => import('../features/housekeeping/housekeeping-page'),
      (module) => module.HousekeepingPage,
    ),
    kitchen: lazyPage(
      () => import('../features/kitchen/kitchen-page'),
      (module) => module.KitchenPage,
    ),
    bookings: lazyPage(
      () => import('../features/bookings/bookings-page'),
      (module) => module.BookingsPage,
    ),
    money: lazyPage(
      () => import('../features/money/money-page'),
      (module) => module.MoneyPage,
    ),
    reports: lazyPage(
      () => import('../features/reports/reports-page'),
      (module) => module.ReportsPage,
    ),
    'table-requests': lazyPage(
      () => import('../features/table-requests/table-requests-page'),
      (module) => module.TableRequestsPage,
    ),
    tables: lazyPage(
      () => import('../features/tables/tables-page'),
      (module) => module.TablesPage,
    ),
    'booking-detail': lazyPage(
      () => import('../features/bookings/detail/booking-detail-page'),
      (module) => module.BookingDetailPage,
    ),
    guests: lazyPage(
      () => import('../features/guests/guests-page'),
      (module) => module.GuestsPage,
    ),
    'guest-profile': lazyPage(
      () => import('../features/guests/guest-profile-page'),
      (module) => module.GuestProfilePage,
    ),
    'new-reservation': lazyPage(
      () => import('../features/guests/new-reservation-page'),
      (module) => module.NewReservationPage,
    ),
    'tape-chart': lazyPage(
      () => import('../features/tape-chart/tape-chart-page'),
      (module) => module.TapeChartPage,
    ),
    restaurants: lazyPage(
      () => import('../features/restaurants/restaurants-page'),
      (module) => module.RestaurantsPage,
    ),
    'restaurant-day': lazyPage(
      () => import('../features/restaurants/day/restaurant-day-page'),
      (module) => module.RestaurantDayPage,
    ),
    audit: lazyPage(
      () => import('../features/audit/audit-page'),
      (module) => module.AuditPage,
    ),
    accounts: lazyPage(
      () => import('../features/accounts/accounts-page'),
      (module) => module.AccountsPage,
    ),
    rooms: lazyPage(
      () => import('../features/rooms/rooms-page'),
      (module) => module.RoomsPage,
    ),
    rates: lazyPage(
      () => import('../features/rates/rates-page'),
      (module) => module.RatesPage,
    ),
    moderation: lazyPage(
      () => import('../features/moderation/moderation-page'),
      (module) => module.ModerationPage,
    ),
    inbox: lazyPage(
      () => import('../features/inbox/inbox-page'),
      (module) => module.InboxPage,
    ),
    content: lazyPage(
      () => import('../features/content/content-page'),
      (module) => module.ContentPage,
    ),
    'content-list': lazyPage(
      () => import('../features/content/entity-list-page'),
      (module) => module.EntityListPage,
    ),
    'content-record': lazyPage(
      () => import('../features/content/record-page'),
      (module) => module.RecordPage,
    ),
  },
  Providers,
);
