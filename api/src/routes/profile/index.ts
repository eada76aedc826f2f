import {
  accountUserParamsSchema,
  apiErrorSchema,
  currentUserSchema,
  NO_USER_DATA_MESSAGE,
  profileUpdateSchema,
  type CurrentUser,
  type ProfileUpdate,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../lib/audit';
import { notFound, unauthorized } from '../../lib/http-errors';
import { assertOwner, isStaff, signedInUserId } from '../../plugins/app/auth';
import { profileRepository } from '../../repositories/profile-repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

const PROFILE_FIELDS = ['name', 'contact', 'address', 'city', 'country', 'pincode'] as const;

/** The signed-in account's profile (user/me, or by its own id; registered under /user). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Replaces the caller's own profile. A member of staff's change (a rename above all) goes in the audit log
   * in the same transaction, written before the change so that the row names them as they were.
   */
  const updateOwnProfile = (id: number, profile: ProfileUpdate, byStaff: boolean) =>
    app.db.transaction(async (tx): Promise<CurrentUser | undefined> => {
      const profiles = profileRepository(tx);
      const before = byStaff ? await profiles.find(id) : undefined;
      const changed = before ? PROFILE_FIELDS.filter((field) => before[field] !== profile[field]) : [];
      if (changed.length > 0) {
        const pick = (from: Partial<Record<string, unknown>>) =>
          Object.fromEntries(changed.map((field) => [field, from[field]]));
        await audit(tx, id, {
          action: 'account.profile',
          entity: 'account',
          id,
          before: pick(before ?? {}),
          after: pick(profile),
        });
      }
      return profiles.update(id, profile);
    });

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
      const user = await updateOwnProfile(signedInUserId(request), request.body, isStaff(request));
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
      const user = await updateOwnProfile(request.params.userId, request.body, isStaff(request));
      if (!user) throw notFound(NO_USER_DATA_MESSAGE);
      return user;
    },
  );
};

export default profileRoutes;
