import {
  acceptInvitationRequestSchema,
  accountMessageResponseSchema,
  apiErrorSchema,
  INVITATION_ACCEPTED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
} from '@haveli/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { hashOneTimeToken } from '../../lib/one-time-token';
import { assertStrongPassword } from '../../lib/password-strength';

/** POST auth/accept-invitation (registered under /auth): an invited member of staff sets their password. */
const acceptInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffAccounts } = app.repositories;
  app.post(
    '/accept-invitation',
    {
      config: { access: 'public', rateLimit: 'reset-password' },
      schema: {
        tags: ['auth', 'staff'],
        summary:
          'Accept a staff invitation: set the password with the link’s token (once, within 7 days, unless a manager withdrew it)',
        body: acceptInvitationRequestSchema,
        response: { 200: accountMessageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const tokenHash = hashOneTimeToken(token);
      // A link that cannot work is refused before the (deliberately slow) hashing of the password.
      const state = await staffAccounts.invitationState(tokenHash, now());
      if (state === 'revoked') throw badRequest(INVITATION_REVOKED_MESSAGE);
      if (state === 'invalid') throw badRequest(INVITATION_INVALID_MESSAGE);
      assertStrongPassword('password', password);
      const accepted = await staffAccounts.acceptInvitation(
        tokenHash,
        await app.passwords.hash(password),
        now(),
      );
      if (!accepted) {
        const revoked = (await staffAccounts.invitationState(tokenHash, now())) === 'revoked';
        throw badRequest(revoked ? INVITATION_REVOKED_MESSAGE : INVITATION_INVALID_MESSAGE);
      }
      return { success: true as const, message: INVITATION_ACCEPTED_MESSAGE };
    },
  );
};

export default acceptInvitationRoutes;
