import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis every API process shares (REDIS_URL), or undefined when the API runs alone. */
    redis: Redis | undefined;
  }
}

/** One ioredis connection per process, opened at start-up (a wrong REDIS_URL stops the start) and closed last. */
export default fp(
  async (app) => {
    const { redisUrl } = app.config;
    if (!redisUrl) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
    await redis.connect();
    // Without a listener, ioredis prints connection errors as unhandled (e.g. the shared cache's background
    // clean-up meeting the connection closed at shutdown); each command's own error still reaches its caller.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
