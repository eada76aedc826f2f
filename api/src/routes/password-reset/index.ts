import { createHash, randomBytes } from 'node:crypto';
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
import { now } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { mailSettings, outboxTransport, type MailTransport } from '../../lib/mail';

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

const resetMail = (name: string, link: string) => ({
  subject: 'Reset your Haveli password',
  text: [
    `Namaste ${name},`,
    '',
    'We received a request to reset the password of your Haveli account. Open this link to choose a new one:',
    '',
    link,
    '',
    `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    '',
    'Haveli Jaipur',
  ].join('\n'),
});

/** POST auth/forgot-password and auth/reset-password (registered under /auth). */
const passwordResetRoutes: FastifyPluginAsyncZod<{ mail?: MailTransport }> = async (app, options) => {
  const settings = mailSettings();
  const mail = options.mail ?? outboxTransport(settings.outboxDir);

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a one-time link to reset the password; the answer never says whether the email is known',
        body: forgotPasswordRequestSchema,
        response: { 200: accountMessageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await app.repositories.passwordReset.findUserByEmail(request.body.email);
      if (user) {
        const token = randomBytes(32).toString('base64url');
        const issuedAt = now();
        const expiresAt = new Date(issuedAt.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
        await app.repositories.passwordReset.issue(user.id, hashResetToken(token), issuedAt, expiresAt);
        const link = `${settings.siteUrl}/reset-password?token=${token}`;
        try {
          await mail.send({ to: user.email, ...resetMail(user.name, link) });
        } catch (error) {
          // The answer stays the same, or it would tell who has an account; the failure is for the logs.
          request.log.error({ err: error }, 'password reset mail not sent');
        }
      }
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link (works once, within 30 minutes)',
        body: resetPasswordRequestSchema,
        response: { 200: accountMessageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const consumed = await app.repositories.passwordReset.consume(
        hashResetToken(token),
        await app.passwords.hash(password),
        now(),
      );
      if (!consumed) throw badRequest(RESET_LINK_INVALID_MESSAGE);
      return { success: true as const, message: PASSWORD_RESET_MESSAGE };
    },
  );
};

export default passwordResetRoutes;
