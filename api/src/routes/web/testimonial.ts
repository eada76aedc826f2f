import { testimonialSchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from './paged-list';

const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    url: '/testimonial/get_with_pagination',
    summary: 'Guest testimonials',
    item: testimonialSchema,
    list: (query) => app.publicContent.testimonials(query),
  });
};

export default testimonialRoutes;
