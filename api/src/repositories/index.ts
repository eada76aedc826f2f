import type { Db } from '../db/db';
import { addressLinksRepository } from './address-links-repository';
import { adminRepository } from './admin-repository';
import { availabilityRepository } from './availability-repository';
import { blogCommentsRepository } from './blog-comments-repository';
import { brandsRepository } from './brands-repository';
import { careerApplicationsRepository } from './career-applications-repository';
import { contactMessagesRepository } from './contact-messages-repository';
import { cartRepository } from './cart-repository';
import { cuisinesRepository } from './cuisines-repository';
import { emailVerificationRepository } from './email-verification-repository';
import { faqsRepository } from './faqs-repository';
import { feedbackRepository } from './feedback-repository';
import { foodCategoriesRepository } from './food-categories-repository';
import { foodItemsRepository } from './food-items-repository';
import { guestMessagesRepository } from './guest-messages-repository';
import { guestsRepository } from './guests-repository';
import { notificationsRepository } from './notifications-repository';
import { offersRepository } from './offers-repository';
import { ordersRepository } from './orders-repository';
import { pagesRepository } from './pages-repository';
import { passwordResetRepository } from './password-reset-repository';
import { profileRepository } from './profile-repository';
import { reservationHotelRepository } from './reservation-hotel-repository';
import { reservationRestaurantRepository } from './reservation-restaurant-repository';
import { roomTypesRepository } from './room-types-repository';
import { settingsRepository } from './settings-repository';
import { staffAccountsRepository } from './staff-accounts-repository';
import { staffInboxRepository } from './staff-inbox-repository';
import { staffRepository } from './staff-repository';
import { staffRestaurantsRepository } from './staff-restaurants-repository';
import { staffTableBookingsRepository } from './staff-table-bookings-repository';
import { foliosRepository } from './folios-repository';
import { frontdeskRepository } from './frontdesk-repository';
import { housekeepingRepository } from './housekeeping-repository';
import { rateCalendarRepository } from './rate-calendar-repository';
import { ratesRepository } from './rates-repository';
import { reportsRepository } from './reports-repository';
import { roomsRepository } from './rooms-repository';
import { staysRepository } from './stays-repository';
import { testimonialsRepository } from './testimonials-repository';
import { twoFactorRepository } from './two-factor-repository';
import { usersRepository } from './users-repository';

export function createRepositories(db: Db) {
  return {
    brands: brandsRepository(db),
    cart: cartRepository(db),
    cuisines: cuisinesRepository(db),
    faqs: faqsRepository(db),
    foodCategories: foodCategoriesRepository(db),
    foodItems: foodItemsRepository(db),
    offers: offersRepository(db),
    orders: ordersRepository(db),
    guests: guestsRepository(db),
    pages: pagesRepository(db),
    roomTypes: roomTypesRepository(db),
    testimonials: testimonialsRepository(db),
    users: usersRepository(db),
    twoFactor: twoFactorRepository(db),
    admin: adminRepository(db),
    blogComments: blogCommentsRepository(db),
    careerApplications: careerApplicationsRepository(db),
    contactMessages: contactMessagesRepository(db),
    availability: availabilityRepository(db),
    feedback: feedbackRepository(db),
    passwordReset: passwordResetRepository(db),
    addressLinks: addressLinksRepository(db),
    emailVerification: emailVerificationRepository(db),
    profile: profileRepository(db),
    reservationHotel: reservationHotelRepository(db),
    reservationRestaurant: reservationRestaurantRepository(db),
    stays: staysRepository(db),
    notifications: notificationsRepository(db),
    guestMessages: guestMessagesRepository(db),
    settings: settingsRepository(db),
    staff: staffRepository(db),
    frontdesk: frontdeskRepository(db),
    folios: foliosRepository(db),
    staffAccounts: staffAccountsRepository(db),
    rates: ratesRepository(db),
    rateCalendar: rateCalendarRepository(db),
    rooms: roomsRepository(db),
    staffRestaurants: staffRestaurantsRepository(db),
    staffTableBookings: staffTableBookingsRepository(db),
    staffInbox: staffInboxRepository(db),
    housekeeping: housekeepingRepository(db),
    reports: reportsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
