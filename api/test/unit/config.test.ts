import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config';

const SECRET = { JWT_SECRET: 'x'.repeat(32) };

describe('configuration from the environment', () => {
  it('defaults to PGlite with the demo guest and two-hour tokens', () => {
    const config = loadConfig({ ...SECRET, PGLITE_DIR: 'memory://' });
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: 'memory://' });
    assert.equal(config.seedDemoGuest, true);
    assert.deepEqual(config.jwt, { secret: SECRET.JWT_SECRET, ttlSeconds: 7200 });
  });

  it('keeps the embedded database in <repo>/.data/pglite unless PGLITE_DIR says otherwise', () => {
    const config = loadConfig(SECRET);
    assert.equal(
      config.database.kind === 'pglite' && config.database.dataDir,
      path.resolve(__dirname, '../../../.data/pglite'),
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set, without the demo guest', () => {
    const config = loadConfig({ ...SECRET, DATABASE_URL: 'postgres://db/haveli', DATABASE_SCHEMA: 'haveli' });
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://db/haveli', schema: 'haveli' });
    assert.equal(config.seedDemoGuest, false);
  });

  it('reads the token lifetime from JWT_TTL_SECONDS and refuses nonsense', () => {
    assert.equal(loadConfig({ ...SECRET, JWT_TTL_SECONDS: '60' }).jwt.ttlSeconds, 60);
    for (const ttl of ['0', '-5', '1.5', 'two hours']) {
      assert.throws(() => loadConfig({ ...SECRET, JWT_TTL_SECONDS: ttl }), /JWT_TTL_SECONDS/);
    }
  });

  it('refuses a short JWT_SECRET', () => {
    assert.throws(() => loadConfig({ JWT_SECRET: 'short' }), /at least 32 characters/);
  });

  it('throttles logins in memory by default, in Redis with REDIS_URL, and refuses nonsense limits', () => {
    const defaults = loadConfig({ ...SECRET, PGLITE_DIR: 'memory://' });
    assert.equal(defaults.redisUrl, undefined);
    assert.deepEqual(defaults.loginThrottle, {
      perAccount: 5,
      perIp: 20,
      windowMs: 15 * 60 * 1000,
      namespace: 'haveli-login:',
    });
    assert.equal(defaults.trustProxy, 'loopback');
    const shared = loadConfig({
      ...SECRET,
      REDIS_URL: 'redis://cache:6379',
      LOGIN_MAX_FAILURES_PER_IP: '50',
    });
    assert.equal(shared.redisUrl, 'redis://cache:6379');
    assert.equal(shared.loginThrottle.perIp, 50);
    for (const value of ['0', '-1', 'many', '2.5']) {
      assert.throws(
        () => loadConfig({ ...SECRET, LOGIN_MAX_FAILURES_PER_ACCOUNT: value }),
        /LOGIN_MAX_FAILURES_PER_ACCOUNT/,
      );
    }
  });
});
