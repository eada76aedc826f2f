import { http } from '@haveli/api-client';
import type { RegisterForm, RegisterRequest, RegisterResponse } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const { data } = await http.post<RegisterResponse>('auth/register', body);
  return data;
}

/** POST auth/register with the form's fields; the API always makes a guest account. */
export function useRegister() {
  return useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...account }: RegisterForm) => register(account),
  });
}
