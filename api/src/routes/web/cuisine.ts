import { cuisineSchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from './paged-list';

const cuisineRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    url: '/cuisine/get_with_pagination',
    summary: 'Cuisines served by the restaurants',
    item: cuisineSchema,
    list: (query) => app.publicContent.cuisines(query),
  });
};

export default cuisineRoutes;
