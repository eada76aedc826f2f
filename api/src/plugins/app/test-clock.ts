import fp from 'fastify-plugin';
import { withDaysAhead } from '../../lib/clock';

/** The header through which a browser test asks for its requests to run some days ahead. */
export const TEST_DAYS_AHEAD_HEADER = 'x-haveli-test-days-ahead';

/**
 * For the browser tests only (TEST_CLOCK_HEADER=1, set by e2e/playwright.config.ts, never by a deployment): a
 * request carrying `x-haveli-test-days-ahead: N` (1–999) runs with the clock N days ahead, so that a test can
 * close a hotel day after its stay's arrival without moving the day of every other test on the same site.
 */
export default fp(
  async (app) => {
    if (!app.config.testClockHeader) return;
    app.log.warn(`${TEST_DAYS_AHEAD_HEADER} is honoured: this API's clock can be moved by its callers`);
    app.addHook('onRequest', (request, _reply, done) => {
      const asked = Number(request.headers[TEST_DAYS_AHEAD_HEADER]);
      if (Number.isInteger(asked) && asked >= 1 && asked <= 999) withDaysAhead(asked, done);
      else done();
    });
  },
  { name: 'test-clock' },
);
