import {
  apiErrorSchema,
  currentUserSchema,
  EMAIL_TAKEN_MESSAGE,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create a guest account (role user)',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, username, password, ...profile } = request.body;
      const user = await app.repositories.users.create({
        ...profile,
        name: name ?? username ?? '',
        passwordHash: await app.passwords.hash(password),
        role: 'user',
      });
      if (!user) throw badRequest(EMAIL_TAKEN_MESSAGE);
      return reply.code(201).send({ success: true, data: user });
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange email and password for a token valid for two hours',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      await app.loginThrottle.assertAllowed(request, email);
      const user = await app.repositories.users.findCredentialsByEmail(email);
      const valid = user
        ? await app.passwords.verify(password, user.password_hash)
        : await app.passwords.verifyAgainstNothing(password);
      if (!user || !valid) {
        await app.loginThrottle.recordFailure(request, email);
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      return { success: true as const, data: { token: app.tokens.sign(user), full_name: user.name } };
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await app.repositories.users.findById(signedInUserId(request));
      if (!user) throw unauthorized('This account no longer exists.');
      return user;
    },
  );
};

export default authRoutes;
