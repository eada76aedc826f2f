import { login, signIn } from '@haveli/api-client';
import type { LoginRequest } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

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
