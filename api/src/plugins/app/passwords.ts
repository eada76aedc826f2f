import fp from 'fastify-plugin';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/password';

const passwords = { hash: hashPassword, verify: verifyPassword, verifyAgainstNothing };

declare module 'fastify' {
  interface FastifyInstance {
    passwords: typeof passwords;
  }
}

export default fp(
  async (app) => {
    app.decorate('passwords', passwords);
  },
  { name: 'passwords' },
);
