import assert from 'node:assert/strict';
import { it } from 'node:test';
import { apiErrorSchema } from '@haveli/contracts';
import { signUp } from '../helpers/guest-accounts';
import { describeEachDatabase } from '../helpers/test-app';
import { badRequests } from './bad-input-corpus';

describeEachDatabase('bad input: never a 5xx, always a clear 4xx, nothing changed', (ctx) => {
  const tableCounts = async () => {
    // The throttling counters (on a PostgreSQL server without Redis) count every attempt, bad ones too: that
    // is their work, not a change bad input made.
    const tables = await ctx.app.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
           AND table_name <> 'rate_limit_counters'
         ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await ctx.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
      counts[name] = row?.n ?? -1;
    }
    return counts;
  };

  it(
    'answers every request of the corpus with a 4xx in the one error shape',
    { timeout: 300_000 },
    async () => {
      const routes = ctx.app.routeAccess.filter(
        (route) =>
          route.url.startsWith('/api/') &&
          route.method !== 'HEAD' &&
          // The documentation, the health check and the restaurants' list take no input at all.
          !route.url.startsWith('/api/docs') &&
          route.url !== '/api/health' &&
          route.url !== '/api/reservationRestaurant/restaurants',
      );
      const cases = await badRequests(routes);
      const covered = new Set(cases.map((badRequest) => badRequest.route));
      const uncovered = routes
        .map((route) => `${route.method} ${route.url}`)
        .filter((key) => !covered.has(key));
      assert.deepEqual(uncovered, [], 'routes without a bad request in the corpus');
      assert.ok(cases.length >= 200, `${cases.length} cases`);

      const guest = await signUp(ctx.app);
      const admin = await signUp(ctx.app, 'admin');
      const before = await tableCounts();
      const started = Date.now();
      const failures: string[] = [];
      const statuses: Record<number, number> = {};
      for (const badRequest of cases) {
        const account = badRequest.as === 'admin' ? admin : badRequest.as === 'guest' ? guest : undefined;
        const response = await ctx.app.inject({
          method: badRequest.method as 'GET',
          url: badRequest.url,
          headers: { ...(account ? { authorization: account.authorization } : {}), ...badRequest.headers },
          ...(badRequest.payload === undefined ? {} : { payload: badRequest.payload }),
        });
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const body = apiErrorSchema.safeParse(safeJson(response.body));
        if (
          response.statusCode < 400 ||
          response.statusCode >= 500 ||
          !body.success ||
          body.data.statusCode !== response.statusCode ||
          !body.data.message.trim()
        ) {
          failures.push(`${badRequest.label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      console.info(
        `bad input [${ctx.kind}]: ${cases.length} requests over ${routes.length} routes in ${Date.now() - started} ms: ${JSON.stringify(statuses)}`,
      );
      assert.deepEqual(failures, []);
      // stored_files among them: no upload is kept.
      assert.deepEqual(await tableCounts(), before, 'row counts of every table');
    },
  );
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
