import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * @fastify/rate-limit, with no global limit: routes make their own limiters (login throttling). With
 * REDIS_URL set the counters live in Redis and every API process shares them; otherwise in memory.
 */
export default fp(
  async (app) => {
    const { redisUrl, loginThrottle } = app.config;
    let redis: Redis | undefined;
    if (redisUrl) {
      redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      nameSpace: loginThrottle.namespace,
      ...(redis ? { redis } : {}),
    });
  },
  { name: 'rate-limit' },
);
