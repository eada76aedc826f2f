import {
  accountMessageResponseSchema,
  apiErrorSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_TOKEN_TTL_MINUTES,
  resetPasswordRequestSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAnswer } from '../../lib/after-answer';
import { now } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { hashOneTimeToken, newOneTimeToken } from '../../lib/one-time-token';
import { assertStrongPassword } from '../../lib/password-strength';
import { passwordResetMail } from '../../mail/password-reset-mail';

export const hashResetToken = hashOneTimeToken;

/**
 * POST auth/forgot-password and auth/reset-password (registered under /auth).
 *
 * forgot-password answers the same thing at once whether or not the email has an account: finding the account
 * and storing the link happen after the answer has gone, so neither the answer nor its time tells who is
 * registered. The link's mail is queued in the transaction that stores the link and leaves through the mail
 * queue after the commit (a process that dies later loses nothing); a process that dies in the few
 * milliseconds between the answer and that commit has stored nothing, and the guest asks again.
 * reset-password checks the link before it spends anything on hashing the new password.
 */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const runAfterAnswer = afterAnswer(app, 'password reset link not issued');

  const sendResetLink = async (email: string) => {
    const user = await app.repositories.passwordReset.findUserByEmail(email);
    if (!user) return;
    const { token, hash } = newOneTimeToken();
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
    const { siteUrl } = app.config.mail;
    const link = `${siteUrl}/reset-password?token=${token}`;
    const mail = await passwordResetMail({
      name: user.name,
      link,
      minutes: RESET_TOKEN_TTL_MINUTES,
      siteUrl,
    });
    await app.repositories.passwordReset.issue(user.id, hash, issuedAt, expiresAt, (tx) =>
      app.mail.enqueue(tx, { to: user.email, ...mail }),
    );
    app.mail.wake();
  };

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a one-time link to reset the password; the answer never says whether the email is known',
        body: forgotPasswordRequestSchema,
        response: { 200: accountMessageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      await app.rateLimits.beforeResetMail(request, email);
      runAfterAnswer(() => sendResetLink(email));
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', rateLimit: 'reset-password' },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the token of a reset link (works once, within 30 minutes); ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: accountMessageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const tokenHash = hashResetToken(token);
      // A link that cannot work is refused before the (deliberately slow) hashing of the new password.
      if (!(await app.repositories.passwordReset.isUsable(tokenHash, now()))) {
        throw badRequest(RESET_LINK_INVALID_MESSAGE);
      }
      assertStrongPassword('password', password);
      const consumed = await app.repositories.passwordReset.consume(
        tokenHash,
        await app.passwords.hash(password),
        now(),
      );
      if (!consumed) throw badRequest(RESET_LINK_INVALID_MESSAGE);
      return { success: true as const, message: PASSWORD_RESET_MESSAGE };
    },
  );
};

export default passwordResetRoutes;
