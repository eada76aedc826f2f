import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import brandRoutes from './brand';
import cuisineRoutes from './cuisine';
import faqRoutes from './faq';
import foodCategoryRoutes from './food-category';
import foodItemRoutes from './food-item';
import offerRoutes from './offer';
import pageRoutes from './page';
import roomRoutes from './room';
import testimonialRoutes from './testimonial';

/** Public content of the site (SPEC §7 `web/...` calls); no sign-in needed. */
const webRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(roomRoutes);
  await app.register(foodItemRoutes);
  await app.register(foodCategoryRoutes);
  await app.register(faqRoutes);
  await app.register(testimonialRoutes);
  await app.register(offerRoutes);
  await app.register(cuisineRoutes);
  await app.register(brandRoutes);
  await app.register(pageRoutes);
};

export default webRoutes;
