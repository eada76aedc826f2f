import { isStaffRole, type Role } from '@haveli/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, unauthorized } from '../../lib/http-errors';
import { InvalidTokenError, tokenService, type VerifiedToken } from '../../lib/jwt';

/** The caller of a signed-in request, as the database has the account now (not as the token says). */
export interface SignedInAccount {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** What a token is signed for: an account at its current token version. */
export interface TokenSubject extends SignedInAccount {
  token_version: number;
}

/** What a long-lived answer (an event stream) needs to know of the token it was opened with. */
export interface SignedInToken {
  /** The account's token version the token was signed with. */
  version: number;
  /** When the token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: { sign(account: TokenSubject): Promise<string> };
    /** Hook for routes that need a signed-in user (use as onRequest or preHandler); fills request.user. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in account, read from the database; null until `authenticate` has run. */
    user: SignedInAccount | null;
    /** The token the signed-in request came with; null until `authenticate` has run. */
    signedInToken: SignedInToken | null;
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

/**
 * Tokens (jose: issuer, audience, key id) say who the caller was when they signed in; every request then reads
 * the account itself. A token counts only while its account exists, is not disabled and still has the token
 * version the token carries: signing out, a password reset or change, and disabling the account end it at
 * once on every API process, and a role taken away in the database is gone on the next request.
 */
export default fp(
  async (app) => {
    const tokens = tokenService(app.config.jwt);

    app.decorate('tokens', {
      sign: ({ id, name, email, role, token_version }: TokenSubject) =>
        tokens.sign({ sub: String(id), name, email, role, ver: token_version }),
    });

    app.decorateRequest('user', null);
    app.decorateRequest('signedInToken', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = tokenOf(request);
      if (!token) throw unauthorized(AUTHENTICATION_REQUIRED_MESSAGE);
      let claims: VerifiedToken;
      try {
        claims = await tokens.verify(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw unauthorized(INVALID_TOKEN_MESSAGE);
        throw error;
      }
      if (!isUserId(claims.sub)) throw unauthorized(INVALID_TOKEN_MESSAGE);
      const account = await app.repositories.users.findSession(Number(claims.sub));
      if (!account || account.disabled || account.token_version !== claims.ver) {
        throw unauthorized(INVALID_TOKEN_MESSAGE);
      }
      request.user = { id: account.id, name: account.name, email: account.email, role: account.role };
      request.signedInToken = { version: claims.ver, expiresAt: claims.exp * 1000 };
    });
  },
  // `authenticate` reads app.repositories when a request comes, by which time every plugin is loaded.
  { name: 'auth' },
);

/** The signed-in user of a route protected by `authenticate`. */
export function signedInUser(request: FastifyRequest): SignedInAccount {
  if (!request.user) throw unauthorized(AUTHENTICATION_REQUIRED_MESSAGE);
  return request.user;
}

/** The signed-in user's id. */
export function signedInUserId(request: FastifyRequest): number {
  return signedInUser(request).id;
}

/** Whether the caller is staff, by the role the database gives their account now. */
export const isStaff = (request: FastifyRequest): boolean => isStaffRole(request.user?.role);

export const NOT_YOURS_MESSAGE = 'You may only see or change your own data.';

/**
 * Serves a guest's own record only (policy.ts): any other account, staff included, is answered with
 * `notFoundMessage`, exactly as for a record that does not exist, so ids cannot be tried one by one.
 */
export function assertOwner(request: FastifyRequest, ownerId: number, notFoundMessage: string): void {
  if (signedInUser(request).id !== ownerId) throw notFound(notFoundMessage);
}
