// This remote's screen styles come with its pages: loaded before any of them draws.
import '../styles.scss';
import { definePages, lazyPage } from '@haveli/ui';
import { Providers } from '../app/providers';

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'account',
  {
    login: lazyPage(
      () => import('../features/auth/login-page'),
      (module) => module.LoginPage,
    ),
    logout: lazyPage(
      () => import('../features/auth/logout-page'),
      (module) => module.LogoutPage,
    ),
    register: lazyPage(
      () => import('../features/auth/register-page'),
      (module) => module.RegisterPage,
    ),
    'forgot-password': lazyPage(
      () => import('../features/auth/forgot-password-page'),
      (module) => module.ForgotPasswordPage,
    ),
    'reset-password': lazyPage(
      () => import('../features/auth/reset-password-page'),
      (module) => module.ResetPasswordPage,
    ),
    'verify-email': lazyPage(
      () => import('../features/email-verification/verify-email-page'),
      (module) => module.VerifyEmailPage,
    ),
    'user-profile': lazyPage(
      () => import('../app/routes/profile-page'),
      (module) => module.ProfilePage,
    ),
    profile: lazyPage(
      () => import('../app/routes/profile-page'),
      (module) => module.ProfilePage,
    ),
    'user-dashboard': lazyPage(
      () => import('../app/routes/user-dashboard-page'),
      (module) => module.UserDashboardPage,
    ),
    'user-booking': lazyPage(
      () => import('../features/hotel-bookings/user-booking-page'),
      (module) => module.UserBookingPage,
    ),
    'edit-booking': lazyPage(
      () => import('../features/hotel-bookings/edit-booking-page'),
      (module) => module.EditBookingPage,
    ),
    'booking-confirmation': lazyPage(
      () => import('../features/hotel-bookings/booking-confirmation-page'),
      (module) => module.BookingConfirmationPage,
    ),
    'user-feedback': lazyPage(
      () => import('../features/feedback/user-feedback-page'),
      (module) => module.UserFeedbackPage,
    ),
    'user-data': lazyPage(
      () => import('../features/profile/user-data-page'),
      (module) => module.UserDataPage,
    ),
    'edit-profile': lazyPage(
      () => import('../features/profile/edit-profile-page'),
      (module) => module.EditProfilePage,
    ),
    settings: lazyPage(
      () => import('../features/settings/settings-page'),
      (module) => module.SettingsPage,
    ),
    notifications: lazyPage(
      () => import('../features/notifications/notifications-page'),
      (module) => module.NotificationsPage,
    ),
    messages: lazyPage(
      () => import('../features/messages/messages-page'),
      (module) => module.MessagesPage,
    ),
    'accept-invitation': lazyPage(
      () => import('../features/auth/accept-invitation-page'),
      (module) => module.AcceptInvitationPage,
    ),
  },
  Providers,
);
