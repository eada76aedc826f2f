import {
  apiErrorSchema,
  blogCommentCreatedSchema,
  blogCommentRequestSchema,
  blogCommentSchema,
  COMMENT_AWAITING_APPROVAL_MESSAGE,
  MAX_PAGE_LIMIT,
  pagedSchema,
  pageQuerySchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';

export const BLOG_POST_NOT_FOUND_MESSAGE = 'Blog post not found.';

const params = z.object({ slug: z.string().max(200) });

/** Comments on blog posts: anyone may write one; it shows once staff approve it (admin blog-comments). */
const blogCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog/:slug/comments',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The approved comments of a blog post, oldest first',
        params,
        querystring: pageQuerySchema.extend({ limit: pageQuerySchema.shape.limit.default(MAX_PAGE_LIMIT) }),
        response: { 200: pagedSchema(blogCommentSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const comments = await app.publicContent.blogComments({
        slug: request.params.slug,
        query: request.query,
      });
      if (!comments) throw notFound(BLOG_POST_NOT_FOUND_MESSAGE);
      return comments;
    },
  );

  app.post(
    '/blog/:slug/comments',
    {
      config: { access: 'public', rateLimit: 'comment' },
      schema: {
        tags: ['content'],
        summary: 'Leave a comment on a blog post; it waits for staff approval',
        params,
        body: blogCommentRequestSchema,
        response: {
          201: blogCommentCreatedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const saved = await app.repositories.blogComments.create(request.params.slug, request.body);
      if (!saved) throw notFound(BLOG_POST_NOT_FOUND_MESSAGE);
      return reply.code(201).send({ message: COMMENT_AWAITING_APPROVAL_MESSAGE });
    },
  );
};

export default blogCommentRoutes;
