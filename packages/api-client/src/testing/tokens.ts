import { Buffer } from 'node:buffer';

const base64Url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/** An unsigned JWT: the client only reads the payload. */
export function makeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export function guestClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sub: '7',
    name: 'Asha Rao',
    email: 'asha@example.com',
    role: 'user',
    iat: nowInSeconds(),
    exp: nowInSeconds() + 3600,
    ...overrides,
  };
}
