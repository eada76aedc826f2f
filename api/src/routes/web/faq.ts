import { faqSchema } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedListRoute } from './paged-list';

const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    url: '/faq/get_with_pagination',
    summary: 'Frequently asked questions',
    item: faqSchema,
    list: (query) => app.publicContent.faqs(query),
  });
};

export default faqRoutes;
