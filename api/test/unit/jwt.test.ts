import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { InvalidTokenError, signToken, verifyToken, type TokenClaims } from '../../src/lib/jwt';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const CLAIMS: TokenClaims = { sub: '42', name: 'Aarav Sharma', email: 'guest@haveli.example', role: 'user' };
const NOW = 1_800_000_000;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (unsigned: string, secret = SECRET) =>
  createHmac('sha256', secret).update(unsigned).digest('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];

describe('JWT helper', () => {
  it('signs an HS256 token whose payload carries the claims, iat and exp in seconds', () => {
    const token = signToken(CLAIMS, { secret: SECRET, ttlSeconds: 7200 }, NOW);
    const [header, payload] = parts(token);
    assert.deepEqual(JSON.parse(Buffer.from(header, 'base64url').toString()), { alg: 'HS256', typ: 'JWT' });
    assert.deepEqual(JSON.parse(Buffer.from(payload, 'base64url').toString()), {
      ...CLAIMS,
      iat: NOW,
      exp: NOW + 7200,
    });
    assert.doesNotMatch(token, /[=+/]/, 'base64url without padding');
  });

  it('verifies its own token and returns the payload', () => {
    const token = signToken(CLAIMS, { secret: SECRET, ttlSeconds: 60 }, NOW);
    assert.deepEqual(verifyToken(token, SECRET, NOW + 59), { ...CLAIMS, iat: NOW, exp: NOW + 60 });
  });

  it('uses the current time by default', () => {
    const token = signToken(CLAIMS, { secret: SECRET, ttlSeconds: 7200 });
    const { exp } = verifyToken(token, SECRET);
    assert.ok(Math.abs(exp - (Math.floor(Date.now() / 1000) + 7200)) <= 2);
  });

  it('rejects an expired token, from the second of expiry on', () => {
    const token = signToken(CLAIMS, { secret: SECRET, ttlSeconds: 60 }, NOW);
    assert.throws(() => verifyToken(token, SECRET, NOW + 60), InvalidTokenError);
    assert.throws(() => verifyToken(token, SECRET, NOW + 3600), /expired/);
  });

  it('rejects a token signed with another secret', () => {
    const token = signToken(CLAIMS, { secret: 'another-secret-another-secret-another', ttlSeconds: 60 }, NOW);
    assert.throws(() => verifyToken(token, SECRET, NOW), /bad signature/);
  });

  it('rejects a payload changed after signing (role escalated)', () => {
    const [header, , signature] = parts(signToken(CLAIMS, { secret: SECRET, ttlSeconds: 60 }, NOW));
    const forged = `${header}.${b64({ ...CLAIMS, role: 'admin', iat: NOW, exp: NOW + 60 })}.${signature}`;
    assert.throws(() => verifyToken(forged, SECRET, NOW), /bad signature/);
  });

  it('rejects alg "none" and any algorithm other than HS256, even when correctly signed', () => {
    const payload = b64({ ...CLAIMS, iat: NOW, exp: NOW + 60 });
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    assert.throws(() => verifyToken(none, SECRET, NOW), /unsupported algorithm/);
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const hs512 = `${hs512Header}.${payload}.${hmac(`${hs512Header}.${payload}`)}`;
    assert.throws(() => verifyToken(hs512, SECRET, NOW), /unsupported algorithm/);
  });

  it('rejects malformed tokens', () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const notJson = Buffer.from('not json').toString('base64url');
    const missingClaims = b64({ sub: '1', exp: NOW + 60 });
    for (const token of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      `${header}.${notJson}.${hmac(`${header}.${notJson}`)}`,
      `${header}.${missingClaims}.${hmac(`${header}.${missingClaims}`)}`,
      `!!!.${b64(CLAIMS)}.sig`,
    ]) {
      assert.throws(
        () => verifyToken(token, SECRET, NOW),
        InvalidTokenError,
        `token ${JSON.stringify(token)}`,
      );
    }
  });

  it('rejects a signature with extra characters appended', () => {
    const token = signToken(CLAIMS, { secret: SECRET, ttlSeconds: 60 }, NOW);
    assert.throws(() => verifyToken(`${token}A`, SECRET, NOW), /bad signature/);
  });
});
