import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config';
import { keyIdOf } from '../../src/lib/jwt';

const SECRET = { JWT_SECRET: 'x'.repeat(32) };

describe('configuration from the environment', () => {
  it('defaults to PGlite with the demo guest and two-hour tokens', () => {
    const config = loadConfig({ ...SECRET, PGLITE_DIR: 'memory://' });
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: 'memory://' });
    assert.equal(config.seedDemoGuest, true);
    assert.deepEqual(config.jwt, {
      keys: [{ kid: keyIdOf(SECRET.JWT_SECRET), secret: SECRET.JWT_SECRET }],
      issuer: 'haveli-api',
      audience: 'haveli-site',
      ttlSeconds: 7200,
    });
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

  it('signs with JWT_SECRET and still accepts the keys of JWT_PREVIOUS_SECRETS, each with its own id', () => {
    const old = 'o'.repeat(40);
    const { jwt } = loadConfig({ ...SECRET, JWT_PREVIOUS_SECRETS: ` ${old} ,`, PGLITE_DIR: 'memory://' });
    assert.deepEqual(
      jwt.keys.map((key) => key.secret),
      [SECRET.JWT_SECRET, old],
    );
    assert.notEqual(jwt.keys[0]?.kid, jwt.keys[1]?.kid);
    assert.throws(() => loadConfig({ ...SECRET, JWT_PREVIOUS_SECRETS: 'short' }), /JWT_PREVIOUS_SECRETS/);
  });

  it('refuses to start a server on PostgreSQL without JWT_SECRET, believing every proxy, or mailing http links', () => {
    const server = { DATABASE_URL: 'postgres://db/haveli' };
    assert.throws(() => loadConfig(server), /DATABASE_URL is set but JWT_SECRET is not/);
    for (const trustProxy of ['true', '*', '0.0.0.0/0']) {
      assert.throws(() => loadConfig({ ...server, ...SECRET, TRUST_PROXY: trustProxy }), /TRUST_PROXY/);
    }
    assert.equal(loadConfig({ ...server, ...SECRET, TRUST_PROXY: '10.0.0.0/8' }).trustProxy, '10.0.0.0/8');
    assert.throws(() => loadConfig({ ...server, ...SECRET, SITE_URL: 'http://haveli.example' }), /SITE_URL/);
    assert.throws(() => loadConfig({ ...server, ...SECRET, SITE_URL: 'haveli.example' }), /SITE_URL/);
    for (const siteUrl of ['https://haveli.example', 'http://localhost:3000']) {
      assert.doesNotThrow(() => loadConfig({ ...server, ...SECRET, SITE_URL: siteUrl }));
    }
  });

  it('throttles in memory by default, in Redis with REDIS_URL, and refuses nonsense limits', () => {
    const defaults = loadConfig({ ...SECRET, PGLITE_DIR: 'memory://' });
    assert.equal(defaults.redisUrl, undefined);
    assert.deepEqual(defaults.rateLimits, {
      login: { perAccountAndAddress: 5, perAddress: 20, perAccount: 10, windowMs: 15 * 60 * 1000 },
      formsPerHour: {
        register: 20,
        'reset-password': 20,
        upload: 10,
        feedback: 20,
        comment: 20,
        contact: 20,
        message: 30,
        'verify-email': 20,
        'verification-mail': 5,
        'address-link': 20,
      },
      namespace: 'haveli-rate:',
    });
    const forms = loadConfig({ ...SECRET, FORM_RATE_LIMITS: 'upload=30, feedback=50' }).rateLimits
      .formsPerHour;
    assert.equal(forms.upload, 30);
    assert.equal(forms.feedback, 50);
    assert.equal(forms.contact, 20);
    for (const value of ['upload', 'upload=0', 'uploads=5', 'upload=many']) {
      assert.throws(() => loadConfig({ ...SECRET, FORM_RATE_LIMITS: value }), /FORM_RATE_LIMITS/);
    }
    assert.equal(defaults.trustProxy, 'loopback');
    const shared = loadConfig({
      ...SECRET,
      REDIS_URL: 'redis://cache:6379',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '50',
    });
    assert.equal(shared.redisUrl, 'redis://cache:6379');
    assert.equal(shared.rateLimits.login.perAddress, 50);
    for (const value of ['0', '-1', 'many', '2.5']) {
      assert.throws(
        () => loadConfig({ ...SECRET, LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: value }),
        /LOGIN_MAX_ATTEMPTS_PER_ACCOUNT/,
      );
    }
  });
});
