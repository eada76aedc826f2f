import { roomTypeSchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from './paged-list';

const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    url: '/room/get_with_pagination',
    summary: 'Room types with their nightly rate in rupees',
    item: roomTypeSchema,
    list: (query) => app.publicContent.roomTypes(query),
  });
};

export default roomRoutes;
