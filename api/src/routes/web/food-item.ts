import {
  apiErrorSchema,
  foodItemListFilterSchema,
  foodItemSchema,
  pagedSchema,
  pageQuerySchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const foodItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/foodItem/get_with_pagination',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Menu items with their base price in rupees, optionally of one category (food_cat_id)',
        querystring: pageQuerySchema.extend(foodItemListFilterSchema.shape),
        response: { 200: pagedSchema(foodItemSchema), 400: apiErrorSchema },
      },
    },
    (request) => app.publicContent.foodItems({ query: request.query, category: request.query.category }),
  );
};

export default foodItemRoutes;
