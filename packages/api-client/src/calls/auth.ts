import type { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse, Role } from '@haveli/contracts';
import { http, type RequestOptions } from '../http';
import { signOut } from '../session';
import { readToken } from '../storage';

/** GET auth/me: the signed-in user as the API knows them. */
export interface MeResponse {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** Does not sign in: the caller passes the token to `signIn` with the guest's "remember me" choice. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>('auth/login', body, { skipAuthRedirect: true });
  return data;
}

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const { data } = await http.post<RegisterResponse>('auth/register', body);
  return data;
}

export async function getMe({ signal }: RequestOptions = {}): Promise<MeResponse> {
  const { data } = await http.get<MeResponse>('auth/me', { signal });
  return data;
}

/**
 * The guest's own "Logout": signs out in this browser at once, and asks the API (POST auth/logout) to end
 * the session too. That part is best effort: an API without the endpoint (404), an expired token or no
 * network still leaves the guest signed out here. Resolves when the API has answered or failed.
 */
export async function logout(): Promise<void> {
  const token = readToken();
  signOut();
  if (!token) return;
  await http
    .post('auth/logout', undefined, {
      // The token is gone from storage by the time the request leaves: it goes with the call itself.
      headers: { Authorization: `Bearer ${token}` },
      skipAuthRedirect: true,
    })
    .catch(() => undefined);
}
