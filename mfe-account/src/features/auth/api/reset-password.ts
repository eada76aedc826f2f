import { resetPassword } from '@haveli/api-client';
import { useMutation } from '@haveli/query';

/** POST auth/reset-password with the link's token and the new password. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
