import assert from 'node:assert/strict';
import { randomBytes, scrypt } from 'node:crypto';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { hashPassword, needsUpgrade, verifyAgainstNothing, verifyPassword } from '../../src/lib/password';

/** A hash as the API stored them before argon2id: scrypt at N=2^14. */
async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = (await promisify(scrypt)(password.normalize('NFKC'), salt, 64)) as Buffer;
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing (argon2id)', () => {
  it("hashes with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), never keeping the password", async () => {
    const hash = await hashPassword('HaveliGuest#2026');
    assert.match(hash, /^\$argon2id\$v=19\$m=19456,p=1,t=2\$[\w+/]{22}\$[\w+/]{43}$/);
    assert.ok(!hash.includes('HaveliGuest'));
    assert.equal(needsUpgrade(hash), false);
  });

  it('salts every hash', async () => {
    assert.notEqual(await hashPassword('same password'), await hashPassword('same password'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    assert.equal(await verifyPassword('correct horse battery', hash), true);
    assert.equal(await verifyPassword('correct horse batterY', hash), false);
    assert.equal(await verifyPassword('', hash), false);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const composed = 'Caf\u00e9-Jaipur-2026';
    const decomposed = 'Cafe\u0301-Jaipur-2026';
    assert.equal(await verifyPassword(decomposed, await hashPassword(composed)), true);
  });

  it('still verifies the scrypt hashes stored before, and marks them for an upgrade', async () => {
    const legacy = await legacyScryptHash('upgrade me later');
    assert.equal(await verifyPassword('upgrade me later', legacy), true);
    assert.equal(await verifyPassword('upgrade me sooner', legacy), false);
    assert.equal(needsUpgrade(legacy), true);
    const weakArgon = (await hashPassword('x')).replace('m=19456,p=1,t=2', 'm=4096,p=1,t=1');
    assert.equal(needsUpgrade(weakArgon), true);
  });

  it('never matches a malformed or foreign hash', async () => {
    const hash = await hashPassword('secret-password');
    const legacy = await legacyScryptHash('secret-password');
    const [scheme, n, r, p, salt, key] = legacy.split('$') as string[];
    for (const stored of [
      '',
      'secret-password',
      hash.slice(0, -10),
      hash.replace('$argon2id$', '$argon2i$'),
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `${scheme}$3$${r}$${p}$${salt}$${key}`,
      `${scheme}$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `${scheme}$${n}$${r}$${p}$${salt}$${key?.slice(0, 40)}`,
      `${legacy}$extra`,
    ]) {
      assert.equal(await verifyPassword('secret-password', stored), false, stored);
    }
  });

  it('spends a real verification when there is no account to check', async () => {
    assert.equal(await verifyAgainstNothing('anything'), false);
  });

  it('hashes off the event loop: a timer keeps firing while eight hashes run', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await Promise.all(Array.from({ length: 8 }, (_, index) => hashPassword(`password ${index}`)));
    clearInterval(timer);
    // With the hashing on the main thread no timer could fire until all eight were done. How many fire
    // depends on the machine's load, so only their coming at all is asserted.
    assert.ok(ticks >= 2, `${ticks} ticks while hashing`);
  });
});
