import {
  accountMessageResponseSchema,
  ALREADY_VERIFIED_MESSAGE,
  apiErrorSchema,
  EMAIL_VERIFIED_MESSAGE,
  emailVerificationStatusSchema,
  VERIFICATION_LINK_INVALID_MESSAGE,
  VERIFICATION_TOKEN_TTL_DAYS,
  verificationMailSentMessage,
  verifyEmailRequestSchema,
} from '@haveli/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { now } from '../../lib/clock';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token';
import { welcomeMail } from '../../mail/welcome-mail';
import { signedInUserId } from '../../plugins/app/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new confirmation link for `to`: its token's hash, when it expires, and a function that queues the welcome
 * mail carrying it in the caller's transaction (so the link and its mail exist together or not at all). The mail
 * is written here, before any transaction opens, so none waits on its rendering.
 */
export async function confirmationLink(app: FastifyInstance, to: { name: string; email: string }) {
  const { token, hash } = newOneTimeToken();
  const issuedAt = now();
  const expiresAt = new Date(issuedAt.getTime() + VERIFICATION_TOKEN_TTL_DAYS * DAY_MS);
  const { siteUrl } = app.config.mail;
  const link = `${siteUrl}/verify-email?token=${token}`;
  const mail = await welcomeMail({ name: to.name, link, days: VERIFICATION_TOKEN_TTL_DAYS, siteUrl });
  const queueMail = (tx: Db) => app.mail.enqueue(tx, { to: to.email, ...mail });
  return { hash, issuedAt, expiresAt, queueMail };
}

/**
 * POST auth/verify-email (the link of the welcome mail), GET auth/verification (the account's reminder) and
 * POST auth/verification-mail (a new link), registered under /auth. Registration itself queues the first
 * link (routes/auth). An unverified guest may do everything a verified one may: confirming only proves the
 * address, so that the hotel's mail reaches the guest.
 */
const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repositories.emailVerification;

  app.post(
    '/verify-email',
    {
      config: { access: 'public', rateLimit: 'verify-email' },
      schema: {
        tags: ['auth'],
        summary: "Confirm an account's email with the token of its link (works once, within 7 days)",
        body: verifyEmailRequestSchema,
        response: { 200: accountMessageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      if (!(await repo.verify(hashOneTimeToken(request.body.token), now()))) {
        throw badRequest(VERIFICATION_LINK_INVALID_MESSAGE);
      }
      return { success: true as const, message: EMAIL_VERIFIED_MESSAGE };
    },
  );

  app.get(
    '/verification',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Whether the signed-in account's email is confirmed",
        security: [{ bearerAuth: [] }],
        response: { 200: emailVerificationStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const target = await repo.target(signedInUserId(request));
      if (!target) throw unauthorized('This account no longer exists.');
      return { email: target.email, verified: target.verified };
    },
  );

  app.post(
    '/verification-mail',
    {
      config: { access: 'user', rateLimit: 'verification-mail' },
      schema: {
        tags: ['auth'],
        summary: 'Mail the signed-in account a new confirmation link (earlier links stop working)',
        security: [{ bearerAuth: [] }],
        body: z.object({}).strict().nullish(),
        response: {
          200: accountMessageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const target = await repo.target(signedInUserId(request));
      if (!target) throw unauthorized('This account no longer exists.');
      if (target.verified) return { success: true as const, message: ALREADY_VERIFIED_MESSAGE };
      const link = await confirmationLink(app, target);
      await repo.reissue(target.id, link.hash, link.issuedAt, link.expiresAt, link.queueMail);
      app.mail.wake();
      return { success: true as const, message: verificationMailSentMessage(target.email) };
    },
  );
};

export default emailVerificationRoutes;
