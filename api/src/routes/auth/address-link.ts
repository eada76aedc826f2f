import {
  accountMessageResponseSchema,
  ADDRESS_LINK_INVALID_MESSAGE,
  ADDRESS_TRUSTED_MESSAGE,
  addressLinkRequestSchema,
  apiErrorSchema,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { hashOneTimeToken } from '../../lib/one-time-token';

/**
 * POST auth/address-link (registered under /auth): the link mailed when failed sign-ins from elsewhere have
 * closed an account to new addresses (plugins/app/address-links.ts). It signs nobody in: the address that
 * opens it becomes one the account is known at, and the password still decides.
 */
const addressLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/address-link',
    {
      config: { access: 'public', rateLimit: 'address-link' },
      schema: {
        tags: ['auth'],
        summary:
          "Let the caller's address sign in to the account a new-place link was mailed to (works once, within 30 minutes)",
        body: addressLinkRequestSchema,
        response: { 200: accountMessageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      // Used up first, in one conditional UPDATE: of two simultaneous uses of a link only one lets an address in.
      const email = await app.repositories.addressLinks.redeem(hashOneTimeToken(request.body.token), now());
      if (!email) throw badRequest(ADDRESS_LINK_INVALID_MESSAGE);
      await app.rateLimits.trustAddress(request, email);
      return { success: true as const, message: ADDRESS_TRUSTED_MESSAGE };
    },
  );
};

export default addressLinkRoutes;
