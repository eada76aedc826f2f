import type { TokenPayload } from '@haveli/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { InvalidTokenError, signToken, verifyToken, type TokenClaims } from '../../lib/jwt';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: { sign(user: { id: number } & Omit<TokenClaims, 'sub'>): string };
    /** Hook for routes that need a signed-in user (use as onRequest or preHandler); fills request.user. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The verified token of the caller; null until `authenticate` has run. */
    user: TokenPayload | null;
  }
}

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required.';
export const INVALID_TOKEN_MESSAGE = 'Your session is invalid or has expired. Please log in again.';

/** User ids are PostgreSQL integers; a token whose subject is anything else was not made for a user. */
const isUserId = (sub: string) => /^[1-9]\d{0,9}$/.test(sub) && Number(sub) <= 2_147_483_647;

/** Accepts `Authorization: Bearer <token>` and, as some of the spec's calls send it, the bare token. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1] : header;
}

export default fp(
  async (app) => {
    const { secret, ttlSeconds } = app.config.jwt;

    app.decorate('tokens', {
      sign: ({ id, name, email, role }) =>
        signToken({ sub: String(id), name, email, role }, { secret, ttlSeconds }),
    });

    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = tokenOf(request);
      if (!token) throw unauthorized(AUTHENTICATION_REQUIRED_MESSAGE);
      let payload: TokenPayload;
      try {
        payload = verifyToken(token, secret);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw unauthorized(INVALID_TOKEN_MESSAGE);
        throw error;
      }
      if (!isUserId(payload.sub)) throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.user = payload;
    });
  },
  { name: 'auth' },
);

/** The signed-in user of a route protected by `authenticate`. */
export function signedInUser(request: FastifyRequest): TokenPayload {
  if (!request.user) throw unauthorized(AUTHENTICATION_REQUIRED_MESSAGE);
  return request.user;
}

/** The signed-in user's id (the token's `sub`, which `authenticate` has checked is a positive integer). */
export function signedInUserId(request: FastifyRequest): number {
  return Number(signedInUser(request).sub);
}

export const NOT_YOURS_MESSAGE = 'You may only see or change your own data.';

/** Lets the signed-in user through for their own data, and staff for anyone's; anyone else gets 403. */
export function assertOwnerOrAdmin(request: FastifyRequest, userId: number): void {
  const user = signedInUser(request);
  if (user.role !== 'admin' && Number(user.sub) !== userId) throw forbidden(NOT_YOURS_MESSAGE);
}
