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
        summary:
          'Menu items with their base price in rupees, marks and option groups; optionally of one category (food_cat_id) or vegetarian only (veg=true)',
        querystring: pageQuerySchema.extend(foodItemListFilterSchema.shape),
        response: { 200: pagedSchema(foodItemSchema), 400: apiErrorSchema },
      },
    },
    (request) => {
      const { category, veg, ...query } = request.query;
      return app.publicContent.foodItems({ query, category, veg: veg ?? false });
    },
  );
};

export default foodItemRoutes;
