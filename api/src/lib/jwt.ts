import { createHmac, timingSafeEqual } from 'node:crypto';
import { tokenPayloadSchema, type TokenPayload } from '@haveli/contracts';

/** HS256 JSON Web Tokens (RFC 7519) on node:crypto: header.payload.signature, each part base64url. */
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export type TokenClaims = Pick<TokenPayload, 'sub' | 'name' | 'email' | 'role'>;

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

export function signToken(
  claims: TokenClaims,
  { secret, ttlSeconds }: { secret: string; ttlSeconds: number },
  now = nowInSeconds(),
): string {
  const payload: TokenPayload = { ...claims, iat: now, exp: now + ttlSeconds };
  const unsigned = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${signature(unsigned, secret)}`;
}

/** Returns the payload of a token this API signed and that has not expired; throws InvalidTokenError. */
export function verifyToken(token: string, secret: string, now = nowInSeconds()): TokenPayload {
  const parts = token.split('.');
  if (parts.length !== 3) throw new InvalidTokenError('malformed token');
  const [header, payload, givenSignature] = parts as [string, string, string];

  const alg = (decodeJson(header) as { alg?: unknown } | null)?.alg;
  if (alg !== 'HS256') throw new InvalidTokenError(`unsupported algorithm ${String(alg)}`);

  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const given = Buffer.from(givenSignature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new InvalidTokenError('bad signature');
  }

  const parsed = tokenPayloadSchema.safeParse(decodeJson(payload));
  if (!parsed.success) throw new InvalidTokenError('malformed payload');
  if (parsed.data.exp <= now) throw new InvalidTokenError('token expired');
  return parsed.data;
}

function signature(unsigned: string, secret: string): string {
  return createHmac('sha256', secret).update(unsigned).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
