import { forgotPassword } from '@haveli/api-client';
import { useMutation } from '@haveli/query';

/** POST auth/forgot-password: the API mails a one-time link and answers the same for any email. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
