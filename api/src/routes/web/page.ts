import {
  apiErrorSchema,
  PAGE_CATEGORIES,
  PAGE_CATEGORY_IDS,
  pagedSchema,
  pageListFilterSchema,
  pageQuerySchema,
  pagesByCategoryResponseSchema,
  pageSchema,
  type PageCategory,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';

/** A category named by its slug (`team`) or by its numeric id (`2`), in any case. */
function pageCategory(categoryId: string): PageCategory | undefined {
  const key = categoryId.trim().toLowerCase();
  return PAGE_CATEGORIES.find((slug) => slug === key || String(PAGE_CATEGORY_IDS[slug]) === key);
}

const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/page/get_with_pagination',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'All pages (blog posts, team, rewards, careers, CMS pages), optionally of one category',
        querystring: pageQuerySchema.extend(pageListFilterSchema.shape),
        response: { 200: pagedSchema(pageSchema), 400: apiErrorSchema },
      },
    },
    (request) => app.publicContent.pages({ query: request.query, category: request.query.category }),
  );

  app.get(
    '/page/cat/:categoryId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: `The pages of one category: ${PAGE_CATEGORIES.join(', ')} (slug or numeric id)`,
        params: z.object({ categoryId: z.string() }),
        response: { 200: pagesByCategoryResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const category = pageCategory(request.params.categoryId);
      if (!category) throw notFound('Page category not found.');
      return {
        message: 'Pages fetched successfully.',
        page: await app.publicContent.pagesByCategory(category),
      };
    },
  );

  app.get(
    '/page/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One page by its slug, e.g. privacy-policy or a blog post',
        params: z.object({ slug: z.string() }),
        response: { 200: pageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const page = await app.publicContent.pageBySlug(request.params.slug);
      if (!page) throw notFound('Page not found.');
      return page;
    },
  );
};

export default pageRoutes;
