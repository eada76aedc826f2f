import {
  apiErrorSchema,
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { assertStrongPassword } from '../../lib/password-strength';
import { registrationAttemptMail } from '../../mail/registration-attempt-mail';
import { signedInUserId } from '../../plugins/app/auth';
import { confirmationLink } from '../email-verification';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact the hotel.';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Tells the owner of an address that someone tried to register it again; nothing when it has no account. */
  const mailOwnerOfTakenEmail = async (email: string) => {
    const owner = await app.repositories.users.findCredentialsByEmail(email);
    if (!owner) return;
    const mail = await registrationAttemptMail({ name: owner.name, siteUrl: app.config.mail.siteUrl });
    await app.db.transaction((tx) => app.mail.enqueue(tx, { to: owner.email, ...mail }));
  };

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: 'register' },
      schema: {
        tags: ['auth'],
        summary:
          'Create a guest account (role user) and mail it a welcome with a link that confirms the email; an address that already has an account gets the same answer, and its owner a mail',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, username, password, ...profile } = request.body;
      const fullName = name ?? username ?? '';
      assertStrongPassword('password', password, [fullName, profile.email]);
      // To the address as the account stores it (in lower case).
      const email = profile.email.toLowerCase();
      const link = await confirmationLink(app, { name: fullName, email });
      const user = await app.repositories.emailVerification.register(
        {
          ...profile,
          name: fullName,
          passwordHash: await app.passwords.hash(password),
          role: 'user',
        },
        link.hash,
        link.issuedAt,
        link.expiresAt,
        link.queueMail,
      );
      // A taken address is answered exactly as a new one: the form tells nobody who has an account here.
      if (!user) await mailOwnerOfTakenEmail(email);
      app.mail.wake();
      return reply.code(201).send({ success: true, data: { name: fullName, email } });
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
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      // Counted before the password is checked: a burst of guesses is cut at the limit, not after it.
      await app.rateLimits.beforeLogin(request, email);
      const user = await app.repositories.users.findCredentialsByEmail(email);
      const valid = user
        ? await app.passwords.verify(password, user.password_hash)
        : await app.passwords.verifyAgainstNothing(password);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      await app.rateLimits.loginSucceeded(request, email);
      // Only someone who knows the password learns that the account is disabled.
      if (user.disabled) throw forbidden(ACCOUNT_DISABLED_MESSAGE);
      if (app.passwords.needsUpgrade(user.password_hash)) {
        await app.repositories.users.upgradePasswordHash(
          user.id,
          user.password_hash,
          await app.passwords.hash(password),
        );
      }
      await app.repositories.users.recordSignIn(user.id);
      return { success: true as const, data: { token: await app.tokens.sign(user), full_name: user.name } };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary:
          "Sign out: ends the account's sessions on every API process (its tokens stop working at once)",
        security: [{ bearerAuth: [] }],
        // No body is needed; one that is not a JSON object is a mistake, refused before anything changes.
        body: z.object({}).strict().nullish(),
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.repositories.users.endSessions(signedInUserId(request));
      return reply.code(204).send(null);
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
