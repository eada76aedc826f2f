import { randomBytes } from 'node:crypto';
import {
  accountExportSchema,
  accountMessageResponseSchema,
  apiErrorSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  deleteAccountRequestSchema,
  mailPreferencesSchema,
  SETTINGS_MESSAGES,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldError, forbidden, unauthorized } from '../../lib/http-errors';
import { assertStrongPassword } from '../../lib/password-strength';
import { signedInUserId } from '../../plugins/app/auth';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const GONE_MESSAGE = 'This account no longer exists.';

/** The signed-in guest's settings (registered under /settings). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.repositories.settings;

  /** The account with its password checked; a wrong one is a 400 on `field` (the route's form limit counts tries). */
  const withPassword = async (userId: number, password: string, field: string, message: string) => {
    const owner = await settings.findPasswordOwner(userId);
    if (!owner) throw unauthorized(GONE_MESSAGE);
    if (!(await app.passwords.verify(password, owner.password_hash)))
      throw new FieldError(400, { [field]: message });
    return owner;
  };

  app.get(
    '/mail-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Which optional mail the guest wants (transactional mail is always sent)',
        security: [{ bearerAuth: [] }],
        response: { 200: mailPreferencesSchema, ...errors },
      },
    },
    async (request) => settings.mailPreferences(signedInUserId(request)),
  );

  app.put(
    '/mail-preferences',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Choose the optional mail: marketing and offers',
        security: [{ bearerAuth: [] }],
        body: mailPreferencesSchema,
        response: { 200: mailPreferencesSchema, ...errors },
      },
    },
    async (request) => settings.saveMailPreferences(signedInUserId(request), request.body),
  );

  app.post(
    '/password',
    {
      config: { access: 'user', rateLimit: 'reset-password' },
      schema: {
        tags: ['account'],
        summary:
          "Change the password with the current one; ends the account's other sessions and answers this one's new token",
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const owner = await withPassword(
        signedInUserId(request),
        currentPassword,
        'currentPassword',
        SETTINGS_MESSAGES.currentPasswordWrong,
      );
      assertStrongPassword('newPassword', newPassword, [owner.name, owner.email]);
      const tokenVersion = await settings.changePassword(
        owner.id,
        owner.password_hash,
        await app.passwords.hash(newPassword),
      );
      if (tokenVersion === undefined) {
        throw new FieldError(400, { currentPassword: SETTINGS_MESSAGES.currentPasswordWrong });
      }
      const token = await app.tokens.sign({ ...owner, token_version: tokenVersion });
      return { success: true as const, message: SETTINGS_MESSAGES.passwordChanged, data: { token } };
    },
  );

  app.get(
    '/export',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Download everything the hotel keeps about the guest, as JSON',
        security: [{ bearerAuth: [] }],
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const profile = await app.repositories.profile.find(userId);
      if (!profile) throw unauthorized(GONE_MESSAGE);
      const exportedAt = new Date().toISOString();
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="haveli-my-data-${exportedAt.slice(0, 10)}.json"`,
      );
      return {
        exportedAt,
        profile,
        mailPreferences: await settings.mailPreferences(userId),
        ...(await settings.records(userId)),
        messages: await app.repositories.guestMessages.conversation(userId),
        notifications: await app.repositories.notifications.all(userId),
      };
    },
  );

  app.post(
    '/delete-account',
    {
      config: { access: 'user', rateLimit: 'reset-password' },
      schema: {
        tags: ['account'],
        summary:
          'Delete the account: personal data on kept bookings and orders is anonymised, every session ends',
        security: [{ bearerAuth: [] }],
        body: deleteAccountRequestSchema,
        response: { 200: accountMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await withPassword(
        signedInUserId(request),
        request.body.password,
        'password',
        SETTINGS_MESSAGES.passwordWrong,
      );
      if (owner.role !== 'user') throw forbidden(SETTINGS_MESSAGES.staffCannotDelete);
      await settings.deleteAccount(owner.id, await app.passwords.hash(randomBytes(32).toString('base64url')));
      return { success: true as const, message: SETTINGS_MESSAGES.accountDeleted };
    },
  );
};

export default settingsRoutes;
