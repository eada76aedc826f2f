import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../src/lib/password';

describe('password hashing (scrypt)', () => {
  it('encodes the scheme, cost parameters, salt and key in the hash, never the password', async () => {
    const hash = await hashPassword('HaveliGuest#2026');
    assert.match(hash, /^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    assert.ok(!hash.includes('HaveliGuest'));
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

  it('verifies hashes made with other cost parameters', async () => {
    const hash = await hashPassword('upgrade me later');
    const [, , r, p, salt, key] = hash.split('$');
    assert.equal(
      await verifyPassword('upgrade me later', ['scrypt', '16384', r, p, salt, key].join('$')),
      true,
    );
    assert.equal(
      await verifyPassword('upgrade me later', ['scrypt', '1024', r, p, salt, key].join('$')),
      false,
    );
  });

  it('never matches a malformed or foreign hash', async () => {
    const hash = await hashPassword('secret-password');
    const [scheme, n, r, p, salt, key] = hash.split('$') as string[];
    for (const stored of [
      '',
      'secret-password',
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `${scheme}$3$${r}$${p}$${salt}$${key}`,
      `${scheme}$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `${scheme}$${n}$${r}$${p}$${salt}$${key?.slice(0, 40)}`,
      `${hash}$extra`,
    ]) {
      assert.equal(await verifyPassword('secret-password', stored), false, stored);
    }
  });

  it('spends a real verification when there is no account to check', async () => {
    assert.equal(await verifyAgainstNothing('anything'), false);
  });
});
