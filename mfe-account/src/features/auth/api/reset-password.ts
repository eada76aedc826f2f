import { http } from '@haveli/api-client';
import type { AccountMessageResponse, ResetPasswordRequest } from '@haveli/contracts';
import { useMutation } from '@haveli/query';

export async function resetPassword(body: ResetPasswordRequest): Promise<AccountMessageResponse> {
  const { data } = await http.post<AccountMessageResponse>('auth/reset-password', body);
  return data;
}

/** POST auth/reset-password with the link's token and the new password. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
