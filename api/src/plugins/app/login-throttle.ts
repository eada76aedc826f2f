import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';

export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again later.';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: {
      /** 429 with Retry-After when the caller's IP or the account has failed too often lately. */
      assertAllowed(request: FastifyRequest, email: string): Promise<void>;
      /** Counts a failed login against the caller's IP and the account. */
      recordFailure(request: FastifyRequest, email: string): Promise<void>;
    };
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * Failed logins are counted per IP address and per account (email) within a window; successful ones are
 * never counted. Once either count reaches its limit, logins are refused before any password is checked,
 * so guessing stops even for a correct guess, until the window ends.
 */
export default fp(
  async (app) => {
    const { perAccount, perIp, windowMs } = app.config.loginThrottle;
    type Keyed = FastifyRequest & { loginThrottleKey?: string };
    const byIp = app.createRateLimit({
      max: perIp,
      timeWindow: windowMs,
      keyGenerator: (request) => `ip:${request.ip}`,
    });
    const byAccount = app.createRateLimit({
      max: perAccount,
      timeWindow: windowMs,
      keyGenerator: (request) => (request as Keyed).loginThrottleKey ?? `ip:${request.ip}`,
    });
    const withAccount = (request: FastifyRequest, email: string) =>
      Object.assign(request, { loginThrottleKey: accountKey(email) });

    app.decorate('loginThrottle', {
      async assertAllowed(request: FastifyRequest, email: string) {
        const states = await Promise.all([
          byIp(request, { increment: false }),
          byAccount(withAccount(request, email), { increment: false }),
        ]);
        const waits = states.map((state) =>
          !state.isAllowed && state.remaining === 0 ? Math.max(1, state.ttlInSeconds) : 0,
        );
        const wait = Math.max(...waits);
        if (wait > 0) {
          throw new HttpError(429, TOO_MANY_LOGINS_MESSAGE, { 'retry-after': String(wait) });
        }
      },
      async recordFailure(request: FastifyRequest, email: string) {
        await Promise.all([byIp(request), byAccount(withAccount(request, email))]);
      },
    });
  },
  { name: 'login-throttle', dependencies: ['rate-limit'] },
);
