import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as `scrypt$<N>$<r>$<p>$<salt>$<key>` (salt and key base64url), so the cost can be
 * raised later without invalidating existing hashes.
 */
const SCHEME = 'scrypt';
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_COST = 1 << 20;

function deriveKey(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, COST);
  return [SCHEME, COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

function parseHash(stored: string) {
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
