import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { signedInUserId } from '../../plugins/app/auth';

export const STAFF_ONLY_MESSAGE = 'Only hotel staff may do this.';

/**
 * A hook for staff-only routes: 401 without a valid token, 403 unless the account is an admin now. The
 * role is read from the database, so taking the role away takes effect at once, not when the token ends.
 */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    await app.authenticate(request);
    const account = await app.repositories.users.findById(signedInUserId(request));
    if (!account) throw unauthorized('This account no longer exists.');
    if (account.role !== 'admin') throw forbidden(STAFF_ONLY_MESSAGE);
  };
}
