import { brandSchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from './paged-list';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    url: '/brand/get_with_pagination',
    summary: 'Partner brands',
    item: brandSchema,
    list: (query) => app.publicContent.brands(query),
  });
};

export default brandRoutes;
