import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import adminRoutes from './admin';
import authRoutes from './auth';
import availabilityRoutes from './availability';
import blogCommentRoutes from './blog-comment';
import careerApplicationRoutes from './career-application';
import cartRoutes from './cart';
import contactRoutes from './contact';
import feedbackRoutes from './feedback';
import healthRoutes from './health';
import orderRoutes from './orders';
import passwordResetRoutes from './password-reset';
import profileRoutes from './profile';
import reservationHotelRoutes from './reservation-hotel';
import reservationRestaurantRoutes from './reservation-restaurant';
import staffRoutes from './staff';
import staysRoutes from './stays';
import webRoutes from './web';

/** Everything the API serves lives under /api (registered with that prefix by app.ts). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(webRoutes, { prefix: '/web' });
  await app.register(blogCommentRoutes, { prefix: '/web' });
  await app.register(contactRoutes, { prefix: '/contact' });
  await app.register(careerApplicationRoutes, { prefix: '/career' });
  await app.register(adminRoutes);
  await app.register(cartRoutes, { prefix: '/cart' });
  await app.register(orderRoutes, { prefix: '/orders' });
  await app.register(passwordResetRoutes, { prefix: '/auth' });
  await app.register(profileRoutes, { prefix: '/user' });
  await app.register(availabilityRoutes, { prefix: '/availability' });
  await app.register(reservationHotelRoutes, { prefix: '/reservationHotel' });
  await app.register(reservationRestaurantRoutes, { prefix: '/reservationRestaurant' });
  await app.register(feedbackRoutes, { prefix: '/feedback' });
  await app.register(staysRoutes, { prefix: '/stays' });
  await app.register(staffRoutes, { prefix: '/staff' });
};

export default routes;
