import {
  NO_USER_DATA_MESSAGE,
  accountUserParamsSchema,
  apiErrorSchema,
  feedbackListSchema,
  feedbackPageSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  pageQuerySchema,
  totalPages,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwner, isStaff, signedInUserId } from '../../plugins/app/auth';

/** Guest feedback (registered under /feedback). */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/submit',
    {
      config: { access: 'public', rateLimit: 'feedback' },
      // Anyone may leave feedback; a signed-in guest's is linked to their account, so a token must be valid.
      onRequest: async (request) => {
        if (request.headers.authorization) await app.authenticate(request);
      },
      schema: {
        tags: ['feedback'],
        summary:
          "Leave feedback (0 to 5 stars); with a token it is linked to the guest's account. It stays Pending " +
          'until staff publish it',
        body: feedbackRequestSchema,
        response: {
          201: feedbackResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { name, email, message, rating, type } = request.body;
      const feedback = await app.repositories.feedback.create({
        userId: request.user ? signedInUserId(request) : null,
        name,
        email,
        message,
        rating,
        type,
        // Moderation by default: only what staff write themselves is published at once.
        status: isStaff(request) ? 'Active' : 'Pending',
      });
      return reply.code(201).send({ success: true as const, data: feedback });
    },
  );

  app.get(
    '/get_with_pagination',
    {
      config: { access: 'public' },
      schema: {
        tags: ['feedback'],
        summary: 'Published (Active) feedback, newest first, without accounts: `{ data, total, totalPages }`',
        querystring: pageQuerySchema,
        response: { 200: feedbackPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const page = await app.repositories.feedback.listActive(request.query);
      return { ...page, totalPages: totalPages(page.total, request.query.limit) };
    },
  );

  app.get(
    '/user/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['feedback'],
        summary: "Everything you have written, newest first (another account's id: 404)",
        security: [{ bearerAuth: [] }],
        params: accountUserParamsSchema,
        response: {
          200: feedbackListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      assertOwner(request, request.params.userId, NO_USER_DATA_MESSAGE);
      return { data: await app.repositories.feedback.listForUser(request.params.userId) };
    },
  );
};

export default feedbackRoutes;
