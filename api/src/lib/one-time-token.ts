import { createHash, randomBytes } from 'node:crypto';

/** The stored form of a one-time link's token (reset, email confirmation): its SHA-256, never the token. */
export const hashOneTimeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token (32 random bytes, URL-safe) and the hash to store. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}
