import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeEachDatabase } from './helpers/test-app';

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
