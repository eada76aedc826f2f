import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-errors';
import { isStaff } from '../../plugins/app/auth';

export const STAFF_ONLY_MESSAGE = 'Only hotel staff may do this.';

/**
 * A hook for staff-only routes: 401 without a valid token, 403 unless the account has a staff role now. The
 * role is read from the database (by `authenticate`), so taking the role away takes effect at once.
 */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    await app.authenticate(request);
    if (!isStaff(request)) throw forbidden(STAFF_ONLY_MESSAGE);
  };
}
