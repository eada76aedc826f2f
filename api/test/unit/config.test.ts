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
});
