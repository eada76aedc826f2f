import { definePages } from '@haveli/ui';
import { lazy } from 'react';
import { Providers } from '../app/providers';
import { signedInOnly } from '../components/require-sign-in';

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'account',
  {
    login: lazy(() =>
      import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })),
    ),
    logout: lazy(() =>
      import('../features/auth/logout-page').then((module) => ({ default: module.LogoutPage })),
    ),
    register: lazy(() =>
      import('../features/auth/register-page').then((module) => ({ default: module.RegisterPage })),
    ),
    'forgot-password': lazy(() =>
      import('../features/auth/forgot-password-page').then((module) => ({
        default: module.ForgotPasswordPage,
      })),
    ),
    'reset-password': lazy(() =>
      import('../features/auth/reset-password-page').then((module) => ({
        default: module.ResetPasswordPage,
      })),
    ),
    'user-profile': lazy(() =>
      import('../app/routes/profile-page').then((module) => ({ default: signedInOnly(module.ProfilePage) })),
    ),
    profile: lazy(() =>
      import('../app/routes/profile-page').then((module) => ({ default: signedInOnly(module.ProfilePage) })),
    ),
    'user-dashboard': lazy(() =>
      import('../app/routes/user-dashboard-page').then((module) => ({
        default: signedInOnly(module.UserDashboardPage),
      })),
    ),
    'user-booking': lazy(() =>
      import('../features/hotel-bookings/user-booking-page').then((module) => ({
        default: signedInOnly(module.UserBookingPage),
      })),
    ),
    'edit-booking': lazy(() =>
      import('../features/hotel-bookings/edit-booking-page').then((module) => ({
        default: signedInOnly(module.EditBookingPage),
      })),
    ),
    'user-feedback': lazy(() =>
      import('../features/feedback/user-feedback-page').then((module) => ({
        default: module.UserFeedbackPage,
      })),
    ),
    'user-data': lazy(() =>
      import('../features/profile/user-data-page').then((module) => ({
        default: signedInOnly(module.UserDataPage),
      })),
    ),
    'edit-profile': lazy(() =>
      import('../features/profile/edit-profile-page').then((module) => ({
        default: signedInOnly(module.EditProfilePage),
      })),
    ),
    settings: lazy(() =>
      import('../features/settings/settings-page').then((module) => ({
        default: signedInOnly(module.SettingsPage),
      })),
    ),
    notifications: lazy(() =>
      import('../features/inbox/empty-inbox-page').then((module) => ({
        default: signedInOnly(module.NotificationsPage),
      })),
    ),
    messages: lazy(() =>
      import('../features/inbox/empty-inbox-page').then((module) => ({
        default: signedInOnly(module.MessagesPage),
      })),
    ),
  },
  Providers,
);
