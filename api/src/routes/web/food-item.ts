import { foodItemSchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from './paged-list';

const foodItemRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    url: '/foodItem/get_with_pagination',
    summary: 'Menu items with their base price in rupees',
    item: foodItemSchema,
    list: (query) => app.repositories.foodItems.list(query),
  });
};

export default foodItemRoutes;
