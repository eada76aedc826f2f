import {
  accountUserParamsSchema,
  apiErrorSchema,
  currentUserSchema,
  NO_USER_DATA_MESSAGE,
  profileUpdateSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../lib/http-errors';
import { assertOwner, signedInUserId } from '../../plugins/app/auth';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The guest's profile (user/me) and, for that guest or staff, any profile by id (registered under /user). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: "The signed-in guest's profile",
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.repositories.profile.find(signedInUserId(request));
      if (!user) throw unauthorized('This account no longer exists.');
      return user;
    },
  );

  app.put(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: "Replace the signed-in guest's profile fields (not the email or the password)",
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => {
      const user = await app.repositories.profile.update(signedInUserId(request), request.body);
      if (!user) throw unauthorized('This account no longer exists.');
      return user;
    },
  );

  app.get(
    '/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['account'],
        summary: "Your profile by your id (another account's id: 404)",
        security: [{ bearerAuth: [] }],
        params: accountUserParamsSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => {
      assertOwner(request, request.params.userId, NO_USER_DATA_MESSAGE);
      const user = await app.repositories.profile.find(request.params.userId);
      if (!user) throw notFound(NO_USER_DATA_MESSAGE);
      return user;
    },
  );

  app.put(
    '/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['account'],
        summary: "Replace your profile by your id (another account's id: 404)",
        security: [{ bearerAuth: [] }],
        params: accountUserParamsSchema,
        body: profileUpdateSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => {
      assertOwner(request, request.params.userId, NO_USER_DATA_MESSAGE);
      const user = await app.repositories.profile.update(request.params.userId, request.body);
      if (!user) throw notFound(NO_USER_DATA_MESSAGE);
      return user;
    },
  );
};

export default profileRoutes;
