export { http, configureApiClient, type ApiClientConfig, type RequestOptions } from './http';
export { ApiRequestError, NETWORK_ERROR_MESSAGE } from './errors';
export { storeSession, clearSession, readToken } from './storage';
export { decodeToken } from './token';
export { restoreSession, signIn, signOut, SESSION_EXPIRED_MESSAGE } from './session';
export { startCartSync, flushCartSync, CART_NOT_SAVED_MESSAGE } from './cart-sync';

export { login, logout, register, getMe, type MeResponse } from './calls/auth';
export { forgotPassword, resetPassword, getUserProfile, updateUserProfile } from './calls/account';
export {
  getAvailability,
  createHotelReservation,
  getHotelReservations,
  cancelHotelReservation,
} from './calls/bookings';
export {
  createRestaurantReservation,
  getRestaurantReservations,
  getRestaurants,
  getRestaurantSlots,
  cancelRestaurantReservation,
  confirmRestaurantReservation,
  declineRestaurantReservation,
} from './calls/restaurant-reservations';
export { submitFeedback, getFeedbackPage, getUserFeedback } from './calls/feedback';
export { getFaqs } from './calls/faqs';
export { getFoodCategories } from './calls/food-categories';
export { getFoodItems } from './calls/food-items';
export { getRooms } from './calls/rooms';
export {
  getStayQuote,
  getStayCalendar,
  createStayBooking,
  getMyStayBookings,
  getStayBooking,
  previewStayChange,
  changeStayBooking,
  previewStayCancellation,
  cancelStayBooking,
  downloadStayCalendarFile,
  downloadStayConfirmationPdf,
} from './calls/stays';
export { cancelOrder, getCheckoutOptions, getOrderReceipt, getUserOrders, placeOrder } from './calls/orders';
export {
  getOffers,
  getTestimonials,
  getCuisines,
  getBrands,
  getPages,
  getPagesByCategory,
  getPageBySlug,
  getBlogComments,
  postBlogComment,
} from './calls/content';
export { createContactMessage } from './calls/contact';
export { applyForJob } from './calls/careers';
export { listEntity, createEntity, updateEntity, deleteEntity } from './calls/admin';
