import { register } from '@haveli/api-client';
import type { RegisterForm } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** POST auth/register with the form's fields; the API always makes a guest account. */
export function useRegister() {
  return useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...account }: RegisterForm) => register(account),
  });
}
