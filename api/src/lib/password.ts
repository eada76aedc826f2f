import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import argon2 from 'argon2';

/**
 * Passwords are hashed with argon2id (the `argon2` package, on libuv's thread pool so the event loop stays
 * free) at OWASP's parameters: 19 MiB of memory, 2 passes, 1 lane. The PHC string keeps the parameters, so
 * they can be raised later. Hashes made before, `scrypt$<N>$<r>$<p>$<salt>$<key>` (salt and key base64url),
 * still verify, and `needsUpgrade` tells the sign-in to replace them.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;
const ARGON2ID_PREFIX = '$argon2id$';

const SCHEME = 'scrypt';
const KEY_LENGTH = 64;
const MAX_COST = 1 << 20;

function deriveKey(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(normalize(password), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalize(password), ARGON2_OPTIONS);
}

/**
 * Constant-time check of a password against a stored hash. A malformed or unusable hash (an invited staff
 * account's, which waits for its one-time link) never matches, after as long as a real check: response times
 * do not tell such an account from others.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith(ARGON2ID_PREFIX)) {
    try {
      return await argon2.verify(stored, normalize(password));
    } catch {
      return false;
    }
  }
  const parsed = parseScryptHash(stored);
  if (!parsed) return verifyAgainstNothing(password);
  const key = await deriveKey(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash is of an older scheme or weaker parameters than today's (checked after a match). */
export function needsUpgrade(stored: string): boolean {
  if (!stored.startsWith(ARGON2ID_PREFIX)) return true;
  try {
    return argon2.needsRehash(stored, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}

function parseScryptHash(stored: string) {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== SCHEME || !salt || !key || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const validCost =
    Number.isSafeInteger(cost.N) && cost.N > 1 && cost.N <= MAX_COST && (cost.N & (cost.N - 1)) === 0;
  if (!validCost || !(cost.r >= 1 && cost.r <= 32) || !(cost.p >= 1 && cost.p <= 16)) return null;
  const keyBytes = Buffer.from(key, 'base64url');
  if (keyBytes.length !== KEY_LENGTH) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: keyBytes };
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account to check against, so that response times
 * do not tell which emails are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
