import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeEachDatabase, describeWithRedis, redisEnv } from './helpers/test-app';

const HELD = '/api/test-only/held';
let releaseHeldRead: (() => void) | undefined;

describeEachDatabase(
  'closing the API',
  (ctx) => {
    it('lets a request being answered finish before the database closes, after reads from the cache too', async () => {
      // Reads answered from the public cache never reach the database; they must not upset its count.
      for (let read = 0; read < 5; read += 1) {
        assert.equal((await ctx.app.inject('/api/web/faq/get_with_pagination?limit=2')).statusCode, 200);
      }
      const held = ctx.app.inject(HELD);
      while (!releaseHeldRead) await new Promise((resolve) => setImmediate(resolve));
      const closed = ctx.app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      releaseHeldRead();
      const response = await held;
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { faqs: true });
      await closed;
    });
  },
  {
    setup: (app) =>
      app.get(HELD, { config: { access: 'public' }, schema: { hide: true } }, async () => {
        await new Promise<void>((resolve) => {
          releaseHeldRead = resolve;
        });
        releaseHeldRead = undefined;
        const rows = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM faqs');
        return { faqs: (rows[0]?.n ?? 0) > 0 };
      }),
  },
);

const HELD_SHARED = '/api/test-only/held-shared';
let releaseHeldShared: (() => void) | undefined;

describeWithRedis('closing the API with Redis', () => {
  describeEachDatabase(
    'closing the API with Redis',
    (ctx) => {
      it('lets a request being answered finish before Redis and the database close', async () => {
        const held = ctx.app.inject(HELD_SHARED);
        while (!releaseHeldShared) await new Promise((resolve) => setImmediate(resolve));
        const closed = ctx.app.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
        releaseHeldShared();
        const response = await held;
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json(), { redis: 'PONG', faqs: true });
        await closed;
      });
    },
    {
      env: redisEnv(),
      setup: (app) =>
        app.get(HELD_SHARED, { config: { access: 'public' }, schema: { hide: true } }, async () => {
          await new Promise<void>((resolve) => {
            releaseHeldShared = resolve;
          });
          releaseHeldShared = undefined;
          const redis = await app.redis?.ping();
          const rows = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM faqs');
          return { redis, faqs: (rows[0]?.n ?? 0) > 0 };
        }),
    },
  );
});
