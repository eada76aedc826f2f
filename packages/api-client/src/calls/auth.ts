import type { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse, Role } from '@haveli/contracts';
import { http, type RequestOptions } from '../http';

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
