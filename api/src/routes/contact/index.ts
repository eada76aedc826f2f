import {
  apiErrorSchema,
  CONTACT_SUCCESS_MESSAGE,
  contactRequestSchema,
  contactResponseSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** SPEC §7 contact/create: the Get In Touch form, sent as multipart (JSON works too) without sign-in. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create',
    {
      config: { access: 'public', rateLimit: 'contact' },
      schema: {
        tags: ['content'],
        summary: 'Send the hotel a message (SPEC §5 rules); stored for staff',
        consumes: ['multipart/form-data', 'application/json'],
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = await app.repositories.contactMessages.create(request.body);
      return reply.code(201).send({ success: true as const, message: CONTACT_SUCCESS_MESSAGE, data: { id } });
    },
  );
};

export default contactRoutes;
