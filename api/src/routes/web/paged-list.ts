import { apiErrorSchema, pagedSchema, pageQuerySchema, type PageQuery, type Paged } from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** SPEC §7 `get_with_pagination`: `?page=1&limit=5` → `{ data, total }`, in id order. */
export function pagedListRoute<T extends z.ZodType>(
  app: ZodApp,
  route: { url: string; summary: string; item: T; list: (query: PageQuery) => Promise<Paged<z.output<T>>> },
): void {
  app.get(
    route.url,
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: route.summary,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(route.item), 400: apiErrorSchema },
      },
    },
    (request) => route.list(request.query),
  );
}
