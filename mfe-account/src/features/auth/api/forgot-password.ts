import { http } from '@haveli/api-client';
import type { AccountMessageResponse, ForgotPasswordRequest } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

/** Always answers with the same neutral message, whether or not the email has an account. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/forgot-password', body);
  return data;
}

/** POST auth/forgot-password: the API mails a one-time link and answers the same for any email. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
