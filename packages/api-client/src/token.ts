import { isStaffRole, type AuthState, type TokenPayload } from '@haveli/contracts';

/** SPEC §4: the header's name for a token that carries none. */
const DEFAULT_USER_NAME = 'User';

/** Reads a JWT's payload without verifying it (the API does that); null when it is not a token of ours. */
export function decodeToken(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return toPayload(JSON.parse(decodeBase64Url(parts[1])));
  } catch {
    return null;
  }
}

export function isExpired(payload: TokenPayload, now = Date.now()): boolean {
  return payload.exp * 1000 <= now;
}

export function authStateOf(payload: TokenPayload): AuthState {
  return {
    status: 'authenticated',
    user: {
      id: payload.sub,
      name: payload.name.trim() || DEFAULT_USER_NAME,
      email: payload.email,
      role: payload.role,
    },
    expiresAt: payload.exp,
  };
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  // atob yields bytes; a name in Devanagari or with accents needs them read as UTF-8.
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function toPayload(claims: unknown): TokenPayload | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, name, email, role, iat, exp } = claims as Record<string, unknown>;
  const id = typeof sub === 'string' || typeof sub === 'number' ? String(sub) : '';
  if (id === '' || typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return {
    sub: id,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
    // An unknown role gets the least rights on screen; the API decides what the token may really do.
    role: typeof role === 'string' && isStaffRole(role) ? role : 'user',
    iat: typeof iat === 'number' ? iat : 0,
    exp,
  };
}
