import { foodCategorySchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from './paged-list';

const foodCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    url: '/foodCategory/get_with_pagination',
    summary: 'The courses of the menu, with how many dishes each has',
    item: foodCategorySchema,
    list: (query) => app.publicContent.foodCategories(query),
  });
};

export default foodCategoryRoutes;
