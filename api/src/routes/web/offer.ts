import { offerSchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from './paged-list';

const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    url: '/offer/get_with_pagination',
    summary: 'Current offers and their coupons',
    item: offerSchema,
    list: (query) => app.publicContent.offers(query),
  });
};

export default offerRoutes;
