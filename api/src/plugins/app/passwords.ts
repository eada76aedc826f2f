import fp from 'fastify-plugin';
import { hashPassword, needsUpgrade, verifyAgainstNothing, verifyPassword } from '../../lib/password';

export interface Passwords {
  hash: typeof hashPassword;
  verify: typeof verifyPassword;
  verifyAgainstNothing: typeof verifyAgainstNothing;
  needsUpgrade: typeof needsUpgrade;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

export default fp(
  async (app) => {
    // An object of each app's own, so that a test can count one app's hashing without touching another's.
    const passwords: Passwords = {
      hash: hashPassword,
      verify: verifyPassword,
      verifyAgainstNothing,
      needsUpgrade,
    };
    app.decorate('passwords', passwords);
  },
  { name: 'passwords' },
);
