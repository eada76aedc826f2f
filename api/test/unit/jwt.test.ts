import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { InvalidTokenError, keyIdOf, tokenService, type TokenClaims } from '../../src/lib/jwt';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const OLD_SECRET = 'the-secret-before-the-rotation-0123456789abc';
const CLAIMS: TokenClaims = {
  sub: '42',
  name: 'Aarav Sharma',
  email: 'guest@haveli.example',
  role: 'user',
  ver: 3,
};
const NOW = 1_800_000_000;
const SETTINGS = { issuer: 'haveli-api', audience: 'haveli-site', ttlSeconds: 7200 };
const key = (secret: string) => ({ kid: keyIdOf(secret), secret });
const service = (secrets = [SECRET], settings = SETTINGS) =>
  tokenService({ ...settings, keys: secrets.map(key) });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (unsigned: string, secret = SECRET) =>
  createHmac('sha256', secret).update(unsigned).digest('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown;
const parts = (token: string) => token.split('.') as [string, string, string];

describe('tokens (jose)', () => {
  it('signs HS256 with the key id, issuer, audience, the claims the front end reads, iat and exp', async () => {
    const token = await service().sign(CLAIMS, NOW);
    const [header, payload] = parts(token);
    assert.deepEqual(decode(header), { alg: 'HS256', typ: 'JWT', kid: keyIdOf(SECRET) });
    assert.deepEqual(decode(payload), {
      ...CLAIMS,
      iss: 'haveli-api',
      aud: 'haveli-site',
      iat: NOW,
      exp: NOW + 7200,
    });
  });

  it('verifies its own token and returns the claims with the token version', async () => {
    const tokens = service();
    const verified = await tokens.verify(await tokens.sign(CLAIMS, NOW), NOW + 7199);
    assert.deepEqual(verified, {
      sub: '42',
      name: 'Aarav Sharma',
      email: 'guest@haveli.example',
      role: 'user',
      ver: 3,
      iat: NOW,
      exp: NOW + 7200,
    });
  });

  it('rotates keys: signs with the first, still accepts the others, refuses a key that left the list', async () => {
    const before = await service([OLD_SECRET]).sign(CLAIMS, NOW);
    const rotated = service([SECRET, OLD_SECRET]);
    assert.equal((await rotated.verify(before, NOW)).sub, '42');
    const after = await rotated.sign(CLAIMS, NOW);
    assert.equal((decode(parts(after)[0]) as { kid: string }).kid, keyIdOf(SECRET));
    await assert.rejects(service([SECRET]).verify(before, NOW), InvalidTokenError);
  });

  it('refuses a token for another issuer or audience', async () => {
    const other = await service([SECRET], { ...SETTINGS, audience: 'someone-else' }).sign(CLAIMS, NOW);
    await assert.rejects(service().verify(other, NOW), InvalidTokenError);
    const issuer = await service([SECRET], { ...SETTINGS, issuer: 'elsewhere' }).sign(CLAIMS, NOW);
    await assert.rejects(service().verify(issuer, NOW), InvalidTokenError);
  });

  it('refuses an expired token, and one signed with another secret under our key id', async () => {
    const tokens = service();
    const token = await tokens.sign(CLAIMS, NOW);
    await assert.rejects(tokens.verify(token, NOW + 7200), InvalidTokenError);
    const [header, payload] = parts(token);
    const forged = `${header}.${payload}.${hmac(`${header}.${payload}`, OLD_SECRET)}`;
    await assert.rejects(tokens.verify(forged, NOW), InvalidTokenError);
  });

  it('refuses a payload changed after signing (role escalated)', async () => {
    const [header, , signature] = parts(await service().sign(CLAIMS, NOW));
    const payload = b64({
      ...CLAIMS,
      role: 'manager',
      iss: 'haveli-api',
      aud: 'haveli-site',
      iat: NOW,
      exp: NOW + 60,
    });
    await assert.rejects(service().verify(`${header}.${payload}.${signature}`, NOW), InvalidTokenError);
  });

  it('refuses alg "none" and any algorithm other than HS256, even when correctly signed', async () => {
    const payload = b64({ ...CLAIMS, iss: 'haveli-api', aud: 'haveli-site', iat: NOW, exp: NOW + 60 });
    const kid = keyIdOf(SECRET);
    await assert.rejects(
      service().verify(`${b64({ alg: 'none', kid })}.${payload}.`, NOW),
      InvalidTokenError,
    );
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT', kid });
    const hs512 = `${hs512Header}.${payload}.${createHmac('sha512', SECRET).update(`${hs512Header}.${payload}`).digest('base64url')}`;
    await assert.rejects(service().verify(hs512, NOW), InvalidTokenError);
  });

  it('refuses malformed tokens and payloads without the claims it needs', async () => {
    const header = b64({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(SECRET) });
    const signed = (claims: unknown) => `${header}.${b64(claims)}.${hmac(`${header}.${b64(claims)}`)}`;
    const registered = { iss: 'haveli-api', aud: 'haveli-site', iat: NOW, exp: NOW + 60 };
    for (const token of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      signed({ sub: '1', ...registered }),
      signed({ ...CLAIMS, ver: 'one', ...registered }),
      signed({ ...CLAIMS, role: 'owner', ...registered }),
      `${await service().sign(CLAIMS, NOW)}A`,
    ]) {
      await assert.rejects(service().verify(token, NOW), InvalidTokenError, `token ${JSON.stringify(token)}`);
    }
  });
});
