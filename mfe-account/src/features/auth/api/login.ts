import { http, signIn } from '@haveli/api-client';
import type { LoginRequest, LoginResponse } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** POST auth/login. Its 401 means wrong credentials, not an ended session: the form shows it. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>('auth/login', body, { skipAuthRedirect: true });
  return data;
}

/**
 * POST auth/login, then sign in: the session is stored where the guest's "remember me" says and published
 * on the bus, where the header picks up the name.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const { data } = await login(body);
      return signIn(data.token, data.full_name, body.remember ?? false);
    },
  });
}
